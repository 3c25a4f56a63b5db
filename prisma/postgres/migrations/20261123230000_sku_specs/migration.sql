-- Sku.specs: the SKU's value on each spec dimension (JSON text, as on SQLite).
ALTER TABLE "Sku" ADD COLUMN "specs" TEXT NOT NULL DEFAULT '[]';
