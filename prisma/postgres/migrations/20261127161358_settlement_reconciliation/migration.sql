-- CreateTable
CREATE TABLE "Reconciliation" (
    "id" SERIAL NOT NULL,
    "channel" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "merchant" TEXT NOT NULL,
    "lineCount" INTEGER NOT NULL,
    "providerPaid" INTEGER NOT NULL,
    "providerRefunded" INTEGER NOT NULL,
    "differences" TEXT NOT NULL DEFAULT '[]',
    "fileSha256" TEXT NOT NULL,
    "importedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reconciliation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Reconciliation_channel_day_key" ON "Reconciliation"("channel", "day");
