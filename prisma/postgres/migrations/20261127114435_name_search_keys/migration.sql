-- Search by pinyin and initials (docs/decisions/032-search.md): the product's search keys, written by
-- the app with the names (lib/services/catalogue/search-keys.ts). Existing rows get theirs from the
-- backfill that runs after the migrations (scripts/prepare-db.ts, the seed): pinyin cannot be computed
-- in SQL, so the columns start NULL.
-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "nameInitials" TEXT,
ADD COLUMN     "namePinyin" TEXT;

-- Written by hand (as 20261123000100_search_and_catalogue_version): "namePinyin" LIKE '%''shou''ji%'
-- and "nameInitials" LIKE '%cqxm%' are answered by pg_trgm GIN indexes for patterns of 3+ characters,
-- OR-ed with the name and subtitle indexes in one bitmap scan. The keys are lower case already.
CREATE INDEX "Product_namePinyin_trgm_idx" ON "Product" USING gin ("namePinyin" gin_trgm_ops);
CREATE INDEX "Product_nameInitials_trgm_idx" ON "Product" USING gin ("nameInitials" gin_trgm_ops);
