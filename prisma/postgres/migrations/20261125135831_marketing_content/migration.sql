-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Discount" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "perUserLimit" INTEGER,
ADD COLUMN     "quantityLimit" INTEGER,
ADD COLUMN     "soldCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "endsAt" TIMESTAMP(3),
ADD COLUMN     "startsAt" TIMESTAMP(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "HomeButton" ADD COLUMN     "endsAt" TIMESTAMP(3),
ADD COLUMN     "startsAt" TIMESTAMP(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "PickupPoint" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "FreightRule" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "discountId" INTEGER;

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "scope" TEXT NOT NULL DEFAULT 'all',
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "ServiceItem" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "DiscountSku" (
    "discountId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "price" INTEGER,
    "ratePercent" INTEGER,

    CONSTRAINT "DiscountSku_pkey" PRIMARY KEY ("discountId","skuId")
);

-- CreateTable
CREATE TABLE "DiscountPurchase" (
    "discountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DiscountPurchase_pkey" PRIMARY KEY ("discountId","userId")
);

-- CreateTable
CREATE TABLE "HotSearchWord" (
    "id" SERIAL NOT NULL,
    "word" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "HotSearchWord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopSetting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopSetting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "CouponTarget" (
    "couponId" INTEGER NOT NULL,
    "targetId" INTEGER NOT NULL,

    CONSTRAINT "CouponTarget_pkey" PRIMARY KEY ("couponId","targetId")
);

-- CreateIndex
CREATE INDEX "DiscountSku_skuId_idx" ON "DiscountSku"("skuId");

-- AddForeignKey
ALTER TABLE "DiscountSku" ADD CONSTRAINT "DiscountSku_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountSku" ADD CONSTRAINT "DiscountSku_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountPurchase" ADD CONSTRAINT "DiscountPurchase_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountPurchase" ADD CONSTRAINT "DiscountPurchase_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponTarget" ADD CONSTRAINT "CouponTarget_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (as in 20261123000100_search_and_catalogue_version): a sale's SKU lines and the hot
-- search words are catalogue content, so writes to them bump the catalogue version.
CREATE CONSTRAINT TRIGGER "DiscountSku_version" AFTER INSERT OR UPDATE OR DELETE ON "DiscountSku" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
CREATE CONSTRAINT TRIGGER "HotSearchWord_version" AFTER INSERT OR UPDATE OR DELETE ON "HotSearchWord" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
