-- Written by hand, the PostgreSQL counterpart of prisma/migrations/20261122010000_product_search:
-- objects Prisma's schema language cannot describe. Applied by lib/db/migrate.ts with the pg driver
-- (plpgsql bodies are not split on ";").

-- Product search (lib/db/postgres.ts): lower(name) / lower(subtitle) LIKE '%term%' is answered by
-- trigram GIN indexes for terms of 3+ characters; with the database's C.UTF-8 (or any UTF-8) locale
-- pg_trgm makes trigrams of Chinese text too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING gin (lower("name") gin_trgm_ops);
CREATE INDEX "Product_subtitle_trgm_idx" ON "Product" USING gin (lower("subtitle") gin_trgm_ops);

-- A counter bumped by every write to the tables the catalogue endpoints read. Response caches
-- (lib/services/catalogue-cache.ts) compare it with the value they were filled at: one read tells them
-- whether anything changed, whichever process wrote. A sequence, not a counter row: concurrent
-- SERIALIZABLE checkouts (each decrements a SKU's stock) would all conflict on one row. The triggers
-- are deferred to commit time, so a reader practically never sees the new value before the rows it
-- stands for (the cache's 10 s TTL bounds what remains).
CREATE SEQUENCE "catalogue_version_seq";

CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('"catalogue_version_seq"');
  RETURN NULL;
END;
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['Product', 'Sku', 'Category', 'ProductTag', 'Discount', 'Shop', 'Activity', 'ActivityProduct', 'Banner', 'HomeButton'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"()', t || '_version', t);
  END LOOP;
END;
$$;
