-- AlterTable: the one token both methods shared becomes the TXT record's; the file gets a fresh random one
-- (24 bytes from two gen_random_uuid() values, PostgreSQL's strong random source, base64url like the service's tokens).
ALTER TABLE "CompanyClaim" RENAME COLUMN "token" TO "dnsToken";
ALTER TABLE "CompanyClaim" ADD COLUMN     "fileToken" TEXT;
UPDATE "CompanyClaim" SET "fileToken" = rtrim(translate(encode(decode(
  replace(gen_random_uuid()::text, '-', '') || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16), 'hex'), 'base64'), '+/', '-_'), '=');
ALTER TABLE "CompanyClaim" ALTER COLUMN "fileToken" SET NOT NULL;

-- AlterTable
ALTER TABLE "LogEntry" ADD COLUMN     "claimStatementId" TEXT;

-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "publicId" TEXT;

-- CreateTable
CREATE TABLE "ClaimStatement" (
    "id" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "statement" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClaimStatement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClaimStatement_companyId_event_createdAt_idx" ON "ClaimStatement"("companyId", "event", "createdAt");

-- CreateIndex
CREATE INDEX "ClaimStatement_createdAt_idx" ON "ClaimStatement"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LogEntry_claimStatementId_key" ON "LogEntry"("claimStatementId");

-- CreateIndex
CREATE UNIQUE INDEX "Workspace_publicId_key" ON "Workspace"("publicId");
