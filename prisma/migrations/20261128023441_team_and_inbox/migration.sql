-- AlterTable
ALTER TABLE "AccessRequest" ADD COLUMN     "answerMessage" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "answeredById" TEXT,
ADD COLUMN     "decision" TEXT,
ADD COLUMN     "documentUrl" TEXT;

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "answerMessage" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "answeredById" TEXT,
ADD COLUMN     "decision" TEXT,
ADD COLUMN     "documentUrl" TEXT;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "workspaceId" TEXT;

-- CreateTable
CREATE TABLE "InboxNotice" (
    "companyId" TEXT NOT NULL,
    "notifiedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxNotice_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_tokenHash_key" ON "Invitation"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_workspaceId_email_key" ON "Invitation"("workspaceId", "email");

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
