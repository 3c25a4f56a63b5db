-- Written by hand as ADD COLUMN (Prisma's diff would rebuild Category, Product and Sku, which drops
-- their triggers: the search index and the catalogue version, migrations *_product_search and
-- *_content_translations). SQLite appends the columns; `npm run db:check` compares the result.

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN "operatorId" INTEGER;

-- AlterTable
ALTER TABLE "Category" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "code" TEXT;
ALTER TABLE "Product" ADD COLUMN "specDefs" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "Product" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Product" ADD COLUMN "deletedAt" DATETIME;

-- AlterTable
ALTER TABLE "Sku" ADD COLUMN "code" TEXT;
ALTER TABLE "Sku" ADD COLUMN "originalPrice" INTEGER;
ALTER TABLE "Sku" ADD COLUMN "lowStock" INTEGER NOT NULL DEFAULT 5;
ALTER TABLE "Sku" ADD COLUMN "options" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "Sku" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Sku" ADD COLUMN "sort" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "StockEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "skuId" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "stockAfter" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "actor" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StockEntry_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StockEntry_skuId_createdAt_idx" ON "StockEntry"("skuId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Product_code_key" ON "Product"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Sku_code_key" ON "Sku"("code");
