-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "refundNo" TEXT;
ALTER TABLE "Payment" ADD COLUMN "refundedAt" DATETIME;

-- CreateTable
CREATE TABLE "AfterSale" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "userId" INTEGER,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "amount" INTEGER NOT NULL,
    "operatorNote" TEXT NOT NULL DEFAULT '',
    "decidedAt" DATETIME,
    "refundedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AfterSale_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AfterSale_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Review" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "userId" INTEGER,
    "skuName" TEXT NOT NULL DEFAULT '',
    "rating" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Review_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderNo" TEXT NOT NULL,
    "userId" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "itemsAmount" INTEGER NOT NULL,
    "freightAmount" INTEGER NOT NULL,
    "discountAmount" INTEGER NOT NULL DEFAULT 0,
    "totalAmount" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL DEFAULT 'express',
    "addressId" INTEGER,
    "pickupPointId" INTEGER,
    "receiverName" TEXT NOT NULL DEFAULT '',
    "receiverPhone" TEXT NOT NULL DEFAULT '',
    "receiverAddress" TEXT NOT NULL DEFAULT '',
    "userCouponId" INTEGER,
    "remark" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "shippedAt" DATETIME,
    "receivedAt" DATETIME,
    "completedAt" DATETIME,
    "closedAt" DATETIME,
    "closeReason" TEXT,
    "pointsUsed" INTEGER NOT NULL DEFAULT 0,
    "pointsAmount" INTEGER NOT NULL DEFAULT 0,
    "courier" TEXT NOT NULL DEFAULT '',
    "waybillNo" TEXT NOT NULL DEFAULT '',
    "afterSaleOpen" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_userCouponId_fkey" FOREIGN KEY ("userCouponId") REFERENCES "UserCoupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("addressId", "closeReason", "closedAt", "completedAt", "createdAt", "deliveryType", "discountAmount", "expiresAt", "freightAmount", "id", "itemsAmount", "orderNo", "paidAt", "pickupPointId", "receivedAt", "receiverAddress", "receiverName", "receiverPhone", "remark", "shippedAt", "status", "totalAmount", "updatedAt", "userCouponId", "userId") SELECT "addressId", "closeReason", "closedAt", "completedAt", "createdAt", "deliveryType", "discountAmount", "expiresAt", "freightAmount", "id", "itemsAmount", "orderNo", "paidAt", "pickupPointId", "receivedAt", "receiverAddress", "receiverName", "receiverPhone", "remark", "shippedAt", "status", "totalAmount", "updatedAt", "userCouponId", "userId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_orderNo_key" ON "Order"("orderNo");
CREATE UNIQUE INDEX "Order_userCouponId_key" ON "Order"("userCouponId");
CREATE INDEX "Order_userId_status_createdAt_idx" ON "Order"("userId", "status", "createdAt");
CREATE INDEX "Order_status_expiresAt_idx" ON "Order"("status", "expiresAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "AfterSale_userId_createdAt_idx" ON "AfterSale"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AfterSale_orderId_idx" ON "AfterSale"("orderId");

-- CreateIndex
CREATE INDEX "AfterSale_status_idx" ON "AfterSale"("status");

-- CreateIndex
CREATE UNIQUE INDEX "Review_orderItemId_key" ON "Review"("orderItemId");

-- CreateIndex
CREATE INDEX "Review_productId_createdAt_idx" ON "Review"("productId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_refundNo_key" ON "Payment"("refundNo");
