-- CreateTable
CREATE TABLE "CompanyDeclaration" (
    "companyId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "detail" TEXT,
    "thumbprint" TEXT,
    "sha256" TEXT,
    "issuedAt" TIMESTAMP(3),
    "factCount" INTEGER NOT NULL DEFAULT 0,
    "factKeys" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "CompanyDeclaration_pkey" PRIMARY KEY ("companyId")
);
