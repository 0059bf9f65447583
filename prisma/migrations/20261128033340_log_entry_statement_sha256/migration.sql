-- AlterTable
ALTER TABLE "LogEntry" ADD COLUMN     "statementSha256" TEXT;

-- CreateIndex
CREATE INDEX "LogEntry_statementSha256_idx" ON "LogEntry"("statementSha256");

-- Entries logged before: the SHA-256 of the payload their stored entry bytes hold.
UPDATE "LogEntry" SET "statementSha256" = encode(sha256(convert_to((convert_from("entry", 'UTF8')::jsonb -> 'statement' ->> 'payload'), 'UTF8')), 'hex') WHERE "statementSha256" IS NULL;
