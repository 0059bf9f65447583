-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "firstWitnessedAt" TIMESTAMP(3),
ADD COLUMN     "lastChecksPassed" INTEGER,
ADD COLUMN     "lastChecksRun" INTEGER,
ADD COLUMN     "lastEvidence" JSONB,
ADD COLUMN     "lastReadingAt" TIMESTAMP(3),
ADD COLUMN     "lastReadingId" TEXT,
ADD COLUMN     "lastStanding" TEXT,
ADD COLUMN     "lastStatement" JSONB,
ADD COLUMN     "recentOutcomes" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "recordBegan" TIMESTAMP(3),
ADD COLUMN     "totalReadings" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "unbrokenReadings" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "unbrokenSince" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Reading" ADD COLUMN     "checksFailed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "checksNotRead" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "evaluatorVersion" TEXT,
ADD COLUMN     "evidenceManifest" JSONB,
ADD COLUMN     "scope" TEXT;

-- AlterTable
ALTER TABLE "SigningKey" ADD COLUMN     "revokedAt" TIMESTAMP(3);
