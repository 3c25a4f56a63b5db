-- AlterTable
ALTER TABLE "StockEntry" ADD COLUMN "afterSaleId" INTEGER;
ALTER TABLE "StockEntry" ADD COLUMN "orderId" INTEGER;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AfterSale" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "userId" INTEGER,
    "type" TEXT NOT NULL,
    "scope" TEXT NOT NULL DEFAULT 'order',
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "images" TEXT NOT NULL DEFAULT '[]',
    "amount" INTEGER NOT NULL,
    "goodsAmount" INTEGER NOT NULL DEFAULT 0,
    "couponShare" INTEGER NOT NULL DEFAULT 0,
    "pointsShare" INTEGER NOT NULL DEFAULT 0,
    "freightAmount" INTEGER NOT NULL DEFAULT 0,
    "pointsBack" INTEGER NOT NULL DEFAULT 0,
    "couponBack" BOOLEAN NOT NULL DEFAULT false,
    "paymentId" INTEGER,
    "refundNo" TEXT,
    "operatorNote" TEXT NOT NULL DEFAULT '',
    "decidedAt" DATETIME,
    "refundedAt" DATETIME,
    "returnAddress" TEXT NOT NULL DEFAULT '',
    "returnBy" DATETIME,
    "returnCourier" TEXT NOT NULL DEFAULT '',
    "returnWaybill" TEXT NOT NULL DEFAULT '',
    "shippedBackAt" DATETIME,
    "receivedAt" DATETIME,
    "writeOffNote" TEXT NOT NULL DEFAULT '',
    "withoutReturn" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AfterSale_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AfterSale_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AfterSale_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_AfterSale" ("amount", "couponBack", "couponShare", "createdAt", "decidedAt", "description", "freightAmount", "goodsAmount", "id", "images", "operatorNote", "orderId", "paymentId", "pointsBack", "pointsShare", "reason", "refundNo", "refundedAt", "scope", "status", "type", "updatedAt", "userId") SELECT "amount", "couponBack", "couponShare", "createdAt", "decidedAt", "description", "freightAmount", "goodsAmount", "id", "images", "operatorNote", "orderId", "paymentId", "pointsBack", "pointsShare", "reason", "refundNo", "refundedAt", "scope", "status", "type", "updatedAt", "userId" FROM "AfterSale";
DROP TABLE "AfterSale";
ALTER TABLE "new_AfterSale" RENAME TO "AfterSale";
CREATE UNIQUE INDEX "AfterSale_refundNo_key" ON "AfterSale"("refundNo");
CREATE INDEX "AfterSale_userId_createdAt_idx" ON "AfterSale"("userId", "createdAt");
CREATE INDEX "AfterSale_orderId_idx" ON "AfterSale"("orderId");
CREATE INDEX "AfterSale_status_idx" ON "AfterSale"("status");
CREATE INDEX "AfterSale_paymentId_idx" ON "AfterSale"("paymentId");
CREATE INDEX "AfterSale_status_returnBy_idx" ON "AfterSale"("status", "returnBy");
CREATE TABLE "new_AfterSaleItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "afterSaleId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "units" TEXT,
    "amount" INTEGER NOT NULL,
    "goodsAmount" INTEGER NOT NULL,
    "couponShare" INTEGER NOT NULL,
    "pointsShare" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "resellable" INTEGER NOT NULL DEFAULT 0,
    "damaged" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "AfterSaleItem_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "AfterSale" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AfterSaleItem_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_AfterSaleItem" ("afterSaleId", "amount", "couponShare", "goodsAmount", "id", "orderItemId", "points", "pointsShare", "quantity", "units") SELECT "afterSaleId", "amount", "couponShare", "goodsAmount", "id", "orderItemId", "points", "pointsShare", "quantity", "units" FROM "AfterSaleItem";
DROP TABLE "AfterSaleItem";
ALTER TABLE "new_AfterSaleItem" RENAME TO "AfterSaleItem";
CREATE INDEX "AfterSaleItem_afterSaleId_idx" ON "AfterSaleItem"("afterSaleId");
CREATE INDEX "AfterSaleItem_orderItemId_idx" ON "AfterSaleItem"("orderItemId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "StockEntry_orderId_idx" ON "StockEntry"("orderId");
