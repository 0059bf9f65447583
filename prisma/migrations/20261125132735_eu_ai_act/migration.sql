-- CreateTable
CREATE TABLE "EuSystem" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "answers" JSONB NOT NULL,
    "subscribed" BOOLEAN NOT NULL DEFAULT false,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuSystem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EuClassification" (
    "id" TEXT NOT NULL,
    "seq" SERIAL NOT NULL,
    "systemId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "ruleSetVersion" INTEGER NOT NULL,
    "trigger" TEXT NOT NULL,
    "tier" TEXT NOT NULL,
    "findings" JSONB NOT NULL,
    "differences" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EuClassification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EuDisclosure" (
    "id" TEXT NOT NULL,
    "systemId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "duty" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "showPublicly" BOOLEAN NOT NULL DEFAULT false,
    "updatedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuDisclosure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EuObligationStatus" (
    "id" TEXT NOT NULL,
    "systemId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "obligationId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "evidenceLinks" TEXT[],
    "note" TEXT,
    "updatedBy" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuObligationStatus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EuRuleSetVersion" (
    "version" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuRuleSetVersion_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "EuRuleChange" (
    "seq" SERIAL NOT NULL,
    "version" INTEGER NOT NULL,
    "ruleId" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "article" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "sources" TEXT[],
    "publishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuRuleChange_pkey" PRIMARY KEY ("seq")
);

-- CreateIndex
CREATE INDEX "EuSystem_workspaceId_createdAt_idx" ON "EuSystem"("workspaceId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EuClassification_seq_key" ON "EuClassification"("seq");

-- CreateIndex
CREATE INDEX "EuClassification_systemId_createdAt_idx" ON "EuClassification"("systemId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EuDisclosure_systemId_duty_key" ON "EuDisclosure"("systemId", "duty");

-- CreateIndex
CREATE UNIQUE INDEX "EuObligationStatus_systemId_obligationId_key" ON "EuObligationStatus"("systemId", "obligationId");

-- CreateIndex
CREATE INDEX "EuRuleChange_version_idx" ON "EuRuleChange"("version");

-- AddForeignKey
ALTER TABLE "EuClassification" ADD CONSTRAINT "EuClassification_systemId_fkey" FOREIGN KEY ("systemId") REFERENCES "EuSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EuDisclosure" ADD CONSTRAINT "EuDisclosure_systemId_fkey" FOREIGN KEY ("systemId") REFERENCES "EuSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EuObligationStatus" ADD CONSTRAINT "EuObligationStatus_systemId_fkey" FOREIGN KEY ("systemId") REFERENCES "EuSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
