-- Written by hand: Prisma's schema language has no virtual tables or triggers, so these objects live
-- only here. scripts/migration-diff.ts leaves them out when it compares the migrations with
-- prisma/schema.prisma. Any later migration that redefines "Product" (Prisma's copy-and-rename for
-- some column changes) drops its triggers and must create them again; tests/api/catalogue-search
-- fails if it does not.

-- Full-text search over products. The trigram tokenizer indexes every 3-character substring, so it
-- matches Chinese (no spaces between words) as well as English, case-insensitively. External content:
-- the text is read from "Product", the index holds only the trigrams.
CREATE VIRTUAL TABLE "ProductSearch" USING fts5(
  "name",
  "subtitle",
  content = 'Product',
  content_rowid = 'id',
  tokenize = 'trigram'
);

INSERT INTO "ProductSearch" ("ProductSearch") VALUES ('rebuild');

CREATE TRIGGER "Product_search_insert" AFTER INSERT ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("rowid", "name", "subtitle") VALUES (new."id", new."name", new."subtitle");
END;

CREATE TRIGGER "Product_search_delete" AFTER DELETE ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("ProductSearch", "rowid", "name", "subtitle") VALUES ('delete', old."id", old."name", old."subtitle");
END;

CREATE TRIGGER "Product_search_update" AFTER UPDATE OF "name", "subtitle" ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("ProductSearch", "rowid", "name", "subtitle") VALUES ('delete', old."id", old."name", old."subtitle");
  INSERT INTO "ProductSearch" ("rowid", "name", "subtitle") VALUES (new."id", new."name", new."subtitle");
END;

-- A counter bumped by every write to the tables the catalogue endpoints read. Response caches
-- (lib/services/catalogue-cache.ts) compare it with the value they were filled at: one primary-key
-- read tells them whether anything changed, whichever process or connection wrote.
CREATE TABLE "CatalogueVersion" (
  "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
  "version" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 0);

CREATE TRIGGER "Product_version_insert" AFTER INSERT ON "Product" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Product_version_update" AFTER UPDATE ON "Product" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Product_version_delete" AFTER DELETE ON "Product" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Sku_version_insert" AFTER INSERT ON "Sku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Sku_version_update" AFTER UPDATE ON "Sku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Sku_version_delete" AFTER DELETE ON "Sku" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Category_version_insert" AFTER INSERT ON "Category" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Category_version_update" AFTER UPDATE ON "Category" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Category_version_delete" AFTER DELETE ON "Category" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ProductTag_version_insert" AFTER INSERT ON "ProductTag" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ProductTag_version_update" AFTER UPDATE ON "ProductTag" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ProductTag_version_delete" AFTER DELETE ON "ProductTag" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Discount_version_insert" AFTER INSERT ON "Discount" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Discount_version_update" AFTER UPDATE ON "Discount" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Discount_version_delete" AFTER DELETE ON "Discount" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Shop_version_insert" AFTER INSERT ON "Shop" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Shop_version_update" AFTER UPDATE ON "Shop" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Shop_version_delete" AFTER DELETE ON "Shop" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Activity_version_insert" AFTER INSERT ON "Activity" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Activity_version_update" AFTER UPDATE ON "Activity" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Activity_version_delete" AFTER DELETE ON "Activity" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ActivityProduct_version_insert" AFTER INSERT ON "ActivityProduct" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ActivityProduct_version_update" AFTER UPDATE ON "ActivityProduct" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ActivityProduct_version_delete" AFTER DELETE ON "ActivityProduct" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Banner_version_insert" AFTER INSERT ON "Banner" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Banner_version_update" AFTER UPDATE ON "Banner" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Banner_version_delete" AFTER DELETE ON "Banner" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HomeButton_version_insert" AFTER INSERT ON "HomeButton" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HomeButton_version_update" AFTER UPDATE ON "HomeButton" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "HomeButton_version_delete" AFTER DELETE ON "HomeButton" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
