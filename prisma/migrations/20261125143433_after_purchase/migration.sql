-- After the purchase (issue 22, docs/decisions/018-after-purchase.md): footprints on the server,
-- per-unit after-sales lines, reviews per order item with follow-ups, part refunds, free shipping.
-- Written by hand, columns added in place (as in 20261125135831_marketing_content): Prisma's
-- copy-and-rename of these tables would lose the columns other migrations add to them.

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

-- AlterTable
ALTER TABLE "AfterSale" ADD COLUMN "scope" TEXT NOT NULL DEFAULT 'order';
ALTER TABLE "AfterSale" ADD COLUMN "description" TEXT NOT NULL DEFAULT '';
ALTER TABLE "AfterSale" ADD COLUMN "goodsAmount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "AfterSale" ADD COLUMN "couponShare" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "AfterSale" ADD COLUMN "pointsShare" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "AfterSale" ADD COLUMN "freightAmount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "AfterSale" ADD COLUMN "pointsBack" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "AfterSale" ADD COLUMN "couponBack" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "AfterSale" ADD COLUMN "paymentId" INTEGER REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "AfterSale" ADD COLUMN "refundNo" TEXT;
ALTER TABLE "FreightRule" ADD COLUMN "freeShippingThreshold" INTEGER;
ALTER TABLE "FreightRule" ADD COLUMN "shopId" INTEGER REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderItem" ADD COLUMN "afterSaleQuantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Payment" ADD COLUMN "refundedAmount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Review" ADD COLUMN "anonymous" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Review" ADD COLUMN "auto" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Review" ADD COLUMN "hasPhotos" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Review" ADD COLUMN "followUpContent" TEXT;
ALTER TABLE "Review" ADD COLUMN "followUpImages" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "Review" ADD COLUMN "followUpAt" DATETIME;

-- Data: every request written before part returns covered the whole order (scope 'order'). Its free
-- text becomes the description under a reason code; its refund is broken down from the order's own
-- figures (it refunded the total: goods - coupon - points + freight, and gave back all spent points);
-- the refund number of its payment is copied to the request, which now carries it.
UPDATE "AfterSale" SET
    "description" = "reason",
    "reason" = CASE "reason" WHEN '不想要了' THEN 'not_wanted' WHEN '质量问题' THEN 'quality' WHEN '发错货' THEN 'wrong_item' WHEN '少件' THEN 'missing_item' ELSE 'other' END,
    "goodsAmount" = (SELECT o."itemsAmount" FROM "Order" o WHERE o."id" = "AfterSale"."orderId"),
    "couponShare" = (SELECT o."discountAmount" FROM "Order" o WHERE o."id" = "AfterSale"."orderId"),
    "pointsShare" = (SELECT o."pointsAmount" FROM "Order" o WHERE o."id" = "AfterSale"."orderId"),
    "freightAmount" = (SELECT o."freightAmount" FROM "Order" o WHERE o."id" = "AfterSale"."orderId"),
    "pointsBack" = (SELECT o."pointsUsed" FROM "Order" o WHERE o."id" = "AfterSale"."orderId"),
    "couponBack" = (SELECT o."userCouponId" IS NOT NULL FROM "Order" o WHERE o."id" = "AfterSale"."orderId");
UPDATE "AfterSale" SET
    "paymentId" = (SELECT p."id" FROM "Payment" p WHERE p."orderId" = "AfterSale"."orderId" AND p."refundNo" IS NOT NULL ORDER BY p."id" DESC LIMIT 1),
    "refundNo" = (SELECT p."refundNo" FROM "Payment" p WHERE p."orderId" = "AfterSale"."orderId" AND p."refundNo" IS NOT NULL ORDER BY p."id" DESC LIMIT 1)
WHERE "status" IN ('refunding', 'refunded', 'refund_failed');
-- Data: a payment refunded (or being refunded) by an earlier request gave back all of itself.
UPDATE "Payment" SET "refundedAmount" = "amount"
WHERE "status" IN ('refunding', 'refunded') AND EXISTS (SELECT 1 FROM "AfterSale" a WHERE a."refundNo" = "Payment"."refundNo");
-- Data: reviews with photos; the units of every earlier (whole-order) request, and the order items they claimed.
UPDATE "Review" SET "hasPhotos" = true WHERE "images" <> '[]';
INSERT INTO "AfterSaleItem" ("afterSaleId", "orderItemId", "quantity", "amount", "goodsAmount", "couponShare", "pointsShare", "points")
SELECT a."id", i."id", i."quantity", i."price" * i."quantity", i."price" * i."quantity", 0, 0, 0
FROM "AfterSale" a JOIN "OrderItem" i ON i."orderId" = a."orderId";
UPDATE "OrderItem" SET "afterSaleQuantity" = "quantity"
WHERE "orderId" IN (SELECT "orderId" FROM "AfterSale" WHERE "status" <> 'rejected');

-- CreateIndex
CREATE INDEX "Footprint_userId_viewedAt_idx" ON "Footprint"("userId", "viewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Footprint_userId_productId_key" ON "Footprint"("userId", "productId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_afterSaleId_idx" ON "AfterSaleItem"("afterSaleId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_orderItemId_idx" ON "AfterSaleItem"("orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "AfterSale_refundNo_key" ON "AfterSale"("refundNo");

-- CreateIndex
CREATE INDEX "AfterSale_paymentId_idx" ON "AfterSale"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "FreightRule_shopId_key" ON "FreightRule"("shopId");

-- CreateIndex
CREATE INDEX "Review_productId_hasPhotos_createdAt_idx" ON "Review"("productId", "hasPhotos", "createdAt");

-- CreateIndex
CREATE INDEX "Order_status_receivedAt_idx" ON "Order"("status", "receivedAt");
