-- AlterTable
ALTER TABLE "FreightRule" ADD COLUMN     "freeShippingThreshold" INTEGER,
ADD COLUMN     "shopId" INTEGER;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "afterSaleQuantity" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "AfterSale" ADD COLUMN     "couponBack" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "couponShare" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "freightAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "goodsAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paymentId" INTEGER,
ADD COLUMN     "pointsBack" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pointsShare" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refundNo" TEXT,
ADD COLUMN     "scope" TEXT NOT NULL DEFAULT 'order';

-- Data: every request written before part returns covered the whole order (scope 'order'). Its free
-- text becomes the description under a reason code; its refund is broken down from the order's own
-- figures (it refunded the total: goods - coupon - points + freight, and gave back all spent points);
-- the refund number of its payment is copied to the request, which now carries it.
UPDATE "AfterSale" a SET
    "description" = a."reason",
    "reason" = CASE a."reason" WHEN '不想要了' THEN 'not_wanted' WHEN '质量问题' THEN 'quality' WHEN '发错货' THEN 'wrong_item' WHEN '少件' THEN 'missing_item' ELSE 'other' END,
    "goodsAmount" = o."itemsAmount", "couponShare" = o."discountAmount", "pointsShare" = o."pointsAmount",
    "freightAmount" = o."freightAmount", "pointsBack" = o."pointsUsed", "couponBack" = o."userCouponId" IS NOT NULL
FROM "Order" o WHERE o."id" = a."orderId";
UPDATE "AfterSale" a SET "paymentId" = p."id", "refundNo" = p."refundNo"
FROM "Payment" p
WHERE a."status" IN ('refunding', 'refunded', 'refund_failed') AND p."id" = (
    SELECT q."id" FROM "Payment" q WHERE q."orderId" = a."orderId" AND q."refundNo" IS NOT NULL ORDER BY q."id" DESC LIMIT 1);
-- Data: a payment refunded (or being refunded) by an earlier request gave back all of itself.
UPDATE "Payment" p SET "refundedAmount" = p."amount"
WHERE p."status" IN ('refunding', 'refunded') AND EXISTS (SELECT 1 FROM "AfterSale" a WHERE a."refundNo" = p."refundNo");

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "anonymous" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "auto" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "followUpAt" TIMESTAMP(3),
ADD COLUMN     "followUpContent" TEXT,
ADD COLUMN     "followUpImages" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "hasPhotos" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Footprint" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Footprint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AfterSaleItem" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "units" TEXT,
    "amount" INTEGER NOT NULL,
    "goodsAmount" INTEGER NOT NULL,
    "couponShare" INTEGER NOT NULL,
    "pointsShare" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,

    CONSTRAINT "AfterSaleItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Footprint_userId_viewedAt_idx" ON "Footprint"("userId", "viewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Footprint_userId_productId_key" ON "Footprint"("userId", "productId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_afterSaleId_idx" ON "AfterSaleItem"("afterSaleId");

-- CreateIndex
CREATE INDEX "AfterSaleItem_orderItemId_idx" ON "AfterSaleItem"("orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "FreightRule_shopId_key" ON "FreightRule"("shopId");

-- CreateIndex
CREATE INDEX "Order_status_receivedAt_idx" ON "Order"("status", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "AfterSale_refundNo_key" ON "AfterSale"("refundNo");

-- CreateIndex
CREATE INDEX "AfterSale_paymentId_idx" ON "AfterSale"("paymentId");

-- CreateIndex
CREATE INDEX "Review_productId_hasPhotos_createdAt_idx" ON "Review"("productId", "hasPhotos", "createdAt");

-- AddForeignKey
ALTER TABLE "FreightRule" ADD CONSTRAINT "FreightRule_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Footprint" ADD CONSTRAINT "Footprint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Footprint" ADD CONSTRAINT "Footprint_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AfterSale" ADD CONSTRAINT "AfterSale_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AfterSaleItem" ADD CONSTRAINT "AfterSaleItem_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "AfterSale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AfterSaleItem" ADD CONSTRAINT "AfterSaleItem_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: reviews with photos; the units of every earlier (whole-order) request, and the order items they claimed.
UPDATE "Review" SET "hasPhotos" = true WHERE "images" <> '[]';
INSERT INTO "AfterSaleItem" ("afterSaleId", "orderItemId", "quantity", "amount", "goodsAmount", "couponShare", "pointsShare", "points")
SELECT a."id", i."id", i."quantity", i."price" * i."quantity", i."price" * i."quantity", 0, 0, 0
FROM "AfterSale" a JOIN "OrderItem" i ON i."orderId" = a."orderId";
UPDATE "OrderItem" SET "afterSaleQuantity" = "quantity"
WHERE "orderId" IN (SELECT "orderId" FROM "AfterSale" WHERE "status" <> 'rejected');
