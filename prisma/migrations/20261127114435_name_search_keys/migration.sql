-- Search by pinyin and initials (docs/decisions/032-search.md): the product's search keys, written by
-- the app with the names (lib/services/catalogue/search-keys.ts). Existing rows get theirs from the
-- backfill that runs after the migrations (scripts/prepare-db.ts, the seed): pinyin cannot be computed
-- in SQL, so the columns start NULL.
-- AlterTable
ALTER TABLE "Product" ADD COLUMN "nameInitials" TEXT;
ALTER TABLE "Product" ADD COLUMN "namePinyin" TEXT;

-- Written by hand (as 20261122010000_product_search): the FTS5 trigram table indexes the keys beside
-- the name and subtitle, so a search of 3+ characters finds "shouji" or "cqxm" through the index in
-- the same MATCH as the text. An external-content table cannot gain columns: it is made again, filled
-- from "Product" ('rebuild'), and its triggers follow the key columns too.
DROP TRIGGER "Product_search_insert";
DROP TRIGGER "Product_search_delete";
DROP TRIGGER "Product_search_update";
DROP TABLE "ProductSearch";

CREATE VIRTUAL TABLE "ProductSearch" USING fts5(
  "name",
  "subtitle",
  "namePinyin",
  "nameInitials",
  content = 'Product',
  content_rowid = 'id',
  tokenize = 'trigram'
);

INSERT INTO "ProductSearch" ("ProductSearch") VALUES ('rebuild');

CREATE TRIGGER "Product_search_insert" AFTER INSERT ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("rowid", "name", "subtitle", "namePinyin", "nameInitials")
  VALUES (new."id", new."name", new."subtitle", new."namePinyin", new."nameInitials");
END;

CREATE TRIGGER "Product_search_delete" AFTER DELETE ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("ProductSearch", "rowid", "name", "subtitle", "namePinyin", "nameInitials")
  VALUES ('delete', old."id", old."name", old."subtitle", old."namePinyin", old."nameInitials");
END;

CREATE TRIGGER "Product_search_update" AFTER UPDATE OF "name", "subtitle", "namePinyin", "nameInitials" ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("ProductSearch", "rowid", "name", "subtitle", "namePinyin", "nameInitials")
  VALUES ('delete', old."id", old."name", old."subtitle", old."namePinyin", old."nameInitials");
  INSERT INTO "ProductSearch" ("rowid", "name", "subtitle", "namePinyin", "nameInitials")
  VALUES (new."id", new."name", new."subtitle", new."namePinyin", new."nameInitials");
END;
