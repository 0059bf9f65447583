-- AlterTable
ALTER TABLE "SigningKey" ADD COLUMN     "compromisedAt" TIMESTAMP(3);
