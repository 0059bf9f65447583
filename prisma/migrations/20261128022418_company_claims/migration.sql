-- CreateTable
CREATE TABLE "CompanyClaim" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "tokenExpiresAt" TIMESTAMP(3) NOT NULL,
    "method" TEXT,
    "verifiedAt" TIMESTAMP(3),
    "lastCheckedAt" TIMESTAMP(3),
    "failingSince" TIMESTAMP(3),
    "noticeDay" INTEGER NOT NULL DEFAULT 0,
    "suspendedFrom" TEXT,
    "draftFacts" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompanyClaim_workspaceId_idx" ON "CompanyClaim"("workspaceId");

-- CreateIndex
CREATE INDEX "CompanyClaim_state_idx" ON "CompanyClaim"("state");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyClaim_companyId_workspaceId_key" ON "CompanyClaim"("companyId", "workspaceId");

-- AddForeignKey
ALTER TABLE "CompanyClaim" ADD CONSTRAINT "CompanyClaim_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyClaim" ADD CONSTRAINT "CompanyClaim_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
