-- AlterTable
ALTER TABLE "StockEntry" ADD COLUMN     "afterSaleId" INTEGER,
ADD COLUMN     "orderId" INTEGER;

-- AlterTable
ALTER TABLE "AfterSale" ADD COLUMN     "receivedAt" TIMESTAMP(3),
ADD COLUMN     "returnAddress" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "returnBy" TIMESTAMP(3),
ADD COLUMN     "returnCourier" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "returnWaybill" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shippedBackAt" TIMESTAMP(3),
ADD COLUMN     "withoutReturn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "writeOffNote" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "AfterSaleItem" ADD COLUMN     "damaged" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "resellable" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "StockEntry_orderId_idx" ON "StockEntry"("orderId");

-- CreateIndex
CREATE INDEX "AfterSale_status_returnBy_idx" ON "AfterSale"("status", "returnBy");
