-- Sku.specs: the SKU's value on each spec dimension (JSON). Added in place rather than by Prisma's
-- table rebuild, which would drop the Sku triggers that bump the catalogue version
-- (20261122010000_product_search).
ALTER TABLE "Sku" ADD COLUMN "specs" TEXT NOT NULL DEFAULT '[]';
