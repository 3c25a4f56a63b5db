-- CreateTable
CREATE TABLE "Footprint" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "viewedAt" DATETIME NOT NULL,
    CONSTRAINT "Footprint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Footprint_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AfterSaleItem" (
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
    CONSTRAINT "AfterSaleItem_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "AfterSale" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AfterSaleItem_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AfterSale_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AfterSale_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AfterSale_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- Data: every request written before part returns covered the whole order (scope 'order'). Its free
-- text becomes the description under a reason code; its refund is broken down from the order's own
-- figures (it refunded the total: goods - coupon - points + freight, and gave back all spent points);
-- the refund number of its payment is copied to the request, which now carries it.
INSERT INTO "new_AfterSale" ("amount", "createdAt", "decidedAt", "id", "images", "operatorNote", "orderId", "reason", "description", "refundedAt", "status", "type", "updatedAt", "userId", "scope", "goodsAmount", "couponShare", "pointsShare", "freightAmount", "pointsBack", "couponBack", "paymentId", "refundNo")
SELECT a."amount", a."createdAt", a."decidedAt", a."id", a."images", a."operatorNote", a."orderId",
    CASE a."reason" WHEN '不想要了' THEN 'not_wanted' WHEN '质量问题' THEN 'quality' WHEN '发错货' THEN 'wrong_item' WHEN '少件' THEN 'missing_item' ELSE 'other' END,
    a."reason", a."refundedAt", a."status", a."type", a."updatedAt", a."userId", 'order',
    o."itemsAmount", o."discountAmount", o."pointsAmount", o."freightAmount", o."pointsUsed",
    CASE WHEN o."userCouponId" IS NULL THEN false ELSE true END,
    (SELECT p."id" FROM "Payment" p WHERE p."orderId" = a."orderId" AND p."refundNo" IS NOT NULL AND a."status" IN ('refunding', 'refunded', 'refund_failed') ORDER BY p."id" DESC LIMIT 1),
    (SELECT p."refundNo" FROM "Payment" p WHERE p."orderId" = a."orderId" AND p."refundNo" IS NOT NULL AND a."status" IN ('refunding', 'refunded', 'refund_failed') ORDER BY p."id" DESC LIMIT 1)
FROM "AfterSale" a JOIN "Order" o ON o."id" = a."orderId";
DROP TABLE "AfterSale";
ALTER TABLE "new_AfterSale" RENAME TO "AfterSale";
CREATE UNIQUE INDEX "AfterSale_refundNo_key" ON "AfterSale"("refundNo");
CREATE INDEX "AfterSale_userId_createdAt_idx" ON "AfterSale"("userId", "createdAt");
CREATE INDEX "AfterSale_orderId_idx" ON "AfterSale"("orderId");
CREATE INDEX "AfterSale_status_idx" ON "AfterSale"("status");
CREATE INDEX "AfterSale_paymentId_idx" ON "AfterSale"("paymentId");
CREATE TABLE "new_FreightRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "firstWeight" INTEGER NOT NULL,
    "firstWeightPrice" INTEGER NOT NULL,
    "continuousWeight" INTEGER NOT NULL,
    "continuousWeightPrice" INTEGER NOT NULL,
    "maxWeight" INTEGER NOT NULL DEFAULT 2147483647,
    "freeShippingThreshold" INTEGER,
    "shopId" INTEGER,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "FreightRule_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FreightRule" ("continuousWeight", "continuousWeightPrice", "firstWeight", "firstWeightPrice", "id", "isDefault", "maxWeight", "name") SELECT "continuousWeight", "continuousWeightPrice", "firstWeight", "firstWeightPrice", "id", "isDefault", "maxWeight", "name" FROM "FreightRule";
DROP TABLE "FreightRule";
ALTER TABLE "new_FreightRule" RENAME TO "FreightRule";
CREATE UNIQUE INDEX "FreightRule_shopId_key" ON "FreightRule"("shopId");
CREATE TABLE "new_OrderItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "skuName" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "weight" INTEGER NOT NULL,
    "afterSaleQuantity" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("id", "image", "name", "orderId", "price", "productId", "quantity", "skuId", "skuName", "weight") SELECT "id", "image", "name", "orderId", "price", "productId", "quantity", "skuId", "skuName", "weight" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");
CREATE INDEX "OrderItem_skuId_idx" ON "OrderItem"("skuId");
CREATE INDEX "OrderItem_productId_idx" ON "OrderItem"("productId");
CREATE TABLE "new_Payment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "outTradeNo" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "providerTradeNo" TEXT,
    "paidAt" DATETIME,
    "refundNo" TEXT,
    "refundedAmount" INTEGER NOT NULL DEFAULT 0,
    "refundedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
-- Data: a payment refunded (or being refunded) by an earlier request gave back all of itself.
INSERT INTO "new_Payment" ("amount", "createdAt", "id", "method", "orderId", "outTradeNo", "paidAt", "provider", "providerTradeNo", "refundNo", "refundedAt", "status", "updatedAt", "refundedAmount") SELECT p."amount", p."createdAt", p."id", p."method", p."orderId", p."outTradeNo", p."paidAt", p."provider", p."providerTradeNo", p."refundNo", p."refundedAt", p."status", p."updatedAt", CASE WHEN p."status" IN ('refunding', 'refunded') AND EXISTS (SELECT 1 FROM "AfterSale" a WHERE a."refundNo" = p."refundNo") THEN p."amount" ELSE 0 END FROM "Payment" p;
DROP TABLE "Payment";
ALTER TABLE "new_Payment" RENAME TO "Payment";
CREATE UNIQUE INDEX "Payment_outTradeNo_key" ON "Payment"("outTradeNo");
CREATE UNIQUE INDEX "Payment_refundNo_key" ON "Payment"("refundNo");
CREATE INDEX "Payment_orderId_idx" ON "Payment"("orderId");
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
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "hasPhotos" BOOLEAN NOT NULL DEFAULT false,
    "followUpContent" TEXT,
    "followUpImages" TEXT NOT NULL DEFAULT '[]',
    "followUpAt" DATETIME,
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
INSERT INTO "new_Review" ("content", "createdAt", "hiddenAt", "hiddenReason", "id", "images", "orderId", "orderItemId", "productId", "rating", "repliedAt", "reply", "skuName", "userId", "hasPhotos") SELECT "content", "createdAt", "hiddenAt", "hiddenReason", "id", "images", "orderId", "orderItemId", "productId", "rating", "repliedAt", "reply", "skuName", "userId", "images" <> '[]' FROM "Review";
DROP TABLE "Review";
ALTER TABLE "new_Review" RENAME TO "Review";
CREATE UNIQUE INDEX "Review_orderItemId_key" ON "Review"("orderItemId");
CREATE INDEX "Review_productId_createdAt_idx" ON "Review"("productId", "createdAt");
CREATE INDEX "Review_productId_hasPhotos_createdAt_idx" ON "Review"("productId", "hasPhotos", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Footprint_userId_viewedAt_idx" ON "Footprint"("userId", "viewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Footprint_userId_productId_key" ON "Footprint"("userId", "productId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_afterSaleId_idx" ON "AfterSaleItem"("afterSaleId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_orderItemId_idx" ON "AfterSaleItem"("orderItemId");

-- CreateIndex
CREATE INDEX "Order_status_receivedAt_idx" ON "Order"("status", "receivedAt");

-- Data: the units of every earlier (whole-order) request, and the order items they claimed.
INSERT INTO "AfterSaleItem" ("afterSaleId", "orderItemId", "quantity", "amount", "goodsAmount", "couponShare", "pointsShare", "points")
SELECT a."id", i."id", i."quantity", i."price" * i."quantity", i."price" * i."quantity", 0, 0, 0
FROM "AfterSale" a JOIN "OrderItem" i ON i."orderId" = a."orderId";
UPDATE "OrderItem" SET "afterSaleQuantity" = "quantity"
WHERE "orderId" IN (SELECT "orderId" FROM "AfterSale" WHERE "status" <> 'rejected');
