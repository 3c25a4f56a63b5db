-- CreateTable
CREATE TABLE "Reconciliation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Reconciliation_channel_day_key" ON "Reconciliation"("channel", "day");
