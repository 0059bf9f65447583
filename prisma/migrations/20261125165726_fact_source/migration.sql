-- AlterTable
ALTER TABLE "Fact" ADD COLUMN     "source" TEXT;
