-- CreateTable
CREATE TABLE "LogEntry" (
    "index" BIGINT NOT NULL,
    "kind" TEXT NOT NULL,
    "entry" BYTEA NOT NULL,
    "leafHash" BYTEA NOT NULL,
    "readingId" TEXT,
    "correctionId" TEXT,
    "integratedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogEntry_pkey" PRIMARY KEY ("index")
);

-- CreateTable
CREATE TABLE "LogTile" (
    "level" INTEGER NOT NULL,
    "index" BIGINT NOT NULL,
    "hashes" BYTEA NOT NULL,

    CONSTRAINT "LogTile_pkey" PRIMARY KEY ("level","index")
);

-- CreateTable
CREATE TABLE "LogCheckpoint" (
    "size" BIGINT NOT NULL,
    "rootHash" BYTEA NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogCheckpoint_pkey" PRIMARY KEY ("size")
);

-- CreateTable
CREATE TABLE "LogCosignature" (
    "size" BIGINT NOT NULL,
    "witness" TEXT NOT NULL,
    "timestamp" BIGINT NOT NULL,
    "line" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogCosignature_pkey" PRIMARY KEY ("size","witness")
);

-- CreateTable
CREATE TABLE "LogCorrection" (
    "id" TEXT NOT NULL,
    "correctsIndex" BIGINT NOT NULL,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "statement" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LogEntry_readingId_key" ON "LogEntry"("readingId");

-- CreateIndex
CREATE UNIQUE INDEX "LogEntry_correctionId_key" ON "LogEntry"("correctionId");

-- CreateIndex
CREATE INDEX "LogEntry_leafHash_idx" ON "LogEntry"("leafHash");

-- CreateIndex
CREATE INDEX "LogCorrection_correctsIndex_idx" ON "LogCorrection"("correctsIndex");
