-- CreateTable
CREATE TABLE "PageTag" (
    "tag" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageTag_pkey" PRIMARY KEY ("tag")
);
