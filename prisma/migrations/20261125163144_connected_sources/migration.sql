-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "rereadRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Provider" ADD COLUMN     "config" JSONB,
ADD COLUMN     "connector" TEXT,
ADD COLUMN     "lastChecks" JSONB,
ADD COLUMN     "sealedToken" TEXT;
