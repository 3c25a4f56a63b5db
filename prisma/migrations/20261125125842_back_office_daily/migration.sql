-- AlterTable
ALTER TABLE "User" ADD COLUMN "disabledAt" DATETIME;

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
    "staffRemark" TEXT NOT NULL DEFAULT '',
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_userCouponId_fkey" FOREIGN KEY ("userCouponId") REFERENCES "UserCoupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("addressId", "afterSaleOpen", "closeReason", "closedAt", "completedAt", "courier", "createdAt", "deletedAt", "deliveryType", "discountAmount", "expiresAt", "freightAmount", "id", "itemsAmount", "orderNo", "paidAt", "pickupPointId", "pointsAmount", "pointsUsed", "receivedAt", "receiverAddress", "receiverName", "receiverPhone", "remark", "shippedAt", "status", "totalAmount", "updatedAt", "userCouponId", "userId", "waybillNo") SELECT "addressId", "afterSaleOpen", "closeReason", "closedAt", "completedAt", "courier", "createdAt", "deletedAt", "deliveryType", "discountAmount", "expiresAt", "freightAmount", "id", "itemsAmount", "orderNo", "paidAt", "pickupPointId", "pointsAmount", "pointsUsed", "receivedAt", "receiverAddress", "receiverName", "receiverPhone", "remark", "shippedAt", "status", "totalAmount", "updatedAt", "userCouponId", "userId", "waybillNo" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_orderNo_key" ON "Order"("orderNo");
CREATE UNIQUE INDEX "Order_userCouponId_key" ON "Order"("userCouponId");
CREATE INDEX "Order_userId_status_createdAt_idx" ON "Order"("userId", "status", "createdAt");
CREATE INDEX "Order_status_expiresAt_idx" ON "Order"("status", "expiresAt");
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");
CREATE TABLE "new_Review" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "userId" INTEGER,
    "skuName" TEXT NOT NULL DEFAULT '',
    "rating" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "hiddenAt" DATETIME,
    "hiddenReason" TEXT NOT NULL DEFAULT '',
    "reply" TEXT NOT NULL DEFAULT '',
    "repliedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Review_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Review" ("content", "createdAt", "id", "images", "orderId", "orderItemId", "productId", "rating", "skuName", "userId") SELECT "content", "createdAt", "id", "images", "orderId", "orderItemId", "productId", "rating", "skuName", "userId" FROM "Review";
DROP TABLE "Review";
ALTER TABLE "new_Review" RENAME TO "Review";
CREATE UNIQUE INDEX "Review_orderItemId_key" ON "Review"("orderItemId");
CREATE INDEX "Review_productId_createdAt_idx" ON "Review"("productId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "OrderItem_productId_idx" ON "OrderItem"("productId");
