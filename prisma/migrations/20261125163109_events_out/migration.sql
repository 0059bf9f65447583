-- DropForeignKey
ALTER TABLE "WebhookDelivery" DROP CONSTRAINT "WebhookDelivery_endpointId_fkey";

-- AlterTable
ALTER TABLE "AlertDestination" ADD COLUMN     "disabledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OutboundMail" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "notifiedAt" TIMESTAMP(3);

-- DropTable
DROP TABLE "WebhookDelivery";

-- CreateTable
CREATE TABLE "EventTarget" (
    "eventId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "EventTarget_pkey" PRIMARY KEY ("eventId","targetId")
);

-- CreateTable
CREATE TABLE "DeliveryAttempt" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT,
    "channel" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "status" INTEGER,
    "latencyMs" INTEGER NOT NULL,
    "errorClass" TEXT,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryAttempt_workspaceId_at_idx" ON "DeliveryAttempt"("workspaceId", "at");

-- CreateIndex
CREATE INDEX "DeliveryAttempt_targetId_at_idx" ON "DeliveryAttempt"("targetId", "at");
