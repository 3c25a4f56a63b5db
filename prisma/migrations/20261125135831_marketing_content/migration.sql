-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN "discountId" INTEGER;

-- CreateTable
CREATE TABLE "DiscountSku" (
    "discountId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "price" INTEGER,
    "ratePercent" INTEGER,

    PRIMARY KEY ("discountId", "skuId"),
    CONSTRAINT "DiscountSku_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DiscountSku_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DiscountPurchase" (
    "discountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("discountId", "userId"),
    CONSTRAINT "DiscountPurchase_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DiscountPurchase_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotSearchWord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "word" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1
);

-- CreateTable
CREATE TABLE "ShopSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CouponTarget" (
    "couponId" INTEGER NOT NULL,
    "targetId" INTEGER NOT NULL,

    PRIMARY KEY ("couponId", "targetId"),
    CONSTRAINT "CouponTarget_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable: columns added in place (written by hand). Prisma's generated copy-and-rename of these
-- tables would drop the catalogue-version triggers of Activity, Banner, Discount, HomeButton and Shop
-- (docs/decisions/004), and a copy of FreightRule would lose columns another migration adds to it.
ALTER TABLE "Shop" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Discount" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Discount" ADD COLUMN "quantityLimit" INTEGER;
ALTER TABLE "Discount" ADD COLUMN "soldCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Discount" ADD COLUMN "perUserLimit" INTEGER;
ALTER TABLE "Discount" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Activity" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Activity" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Banner" ADD COLUMN "startsAt" DATETIME;
ALTER TABLE "Banner" ADD COLUMN "endsAt" DATETIME;
ALTER TABLE "Banner" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "HomeButton" ADD COLUMN "startsAt" DATETIME;
ALTER TABLE "HomeButton" ADD COLUMN "endsAt" DATETIME;
ALTER TABLE "HomeButton" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "PickupPoint" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "FreightRule" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Coupon" ADD COLUMN "scope" TEXT NOT NULL DEFAULT 'all';
ALTER TABLE "Coupon" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "ServiceItem" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "ServiceItem" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "DiscountSku_skuId_idx" ON "DiscountSku"("skuId");

-- Written by hand (as in 20261122010000_product_search): a sale's SKU lines and the hot search words
-- are catalogue content, so a write to them bumps the catalogue version the response caches compare with.
CREATE TRIGGER "DiscountSku_version_insert" AFTER INSERT ON "DiscountSku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DiscountSku_version_update" AFTER UPDATE ON "DiscountSku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DiscountSku_version_delete" AFTER DELETE ON "DiscountSku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HotSearchWord_version_insert" AFTER INSERT ON "HotSearchWord" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HotSearchWord_version_update" AFTER UPDATE ON "HotSearchWord" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HotSearchWord_version_delete" AFTER DELETE ON "HotSearchWord" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
