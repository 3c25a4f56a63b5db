-- CreateTable
CREATE TABLE "ProductTranslation" (
    "productId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subtitle" TEXT,
    "description" TEXT,

    CONSTRAINT "ProductTranslation_pkey" PRIMARY KEY ("productId","locale")
);

-- CreateTable
CREATE TABLE "ContentTranslation" (
    "entity" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "ContentTranslation_pkey" PRIMARY KEY ("entity","locale","entityId","field")
);

-- CreateIndex
CREATE INDEX "ProductTranslation_locale_productId_idx" ON "ProductTranslation"("locale", "productId");

-- AddForeignKey
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (as in prisma/migrations/20261123195144_content_translations): translated content is
-- catalogue content, so writes to it bump the catalogue version
-- (20261123000100_search_and_catalogue_version).
CREATE CONSTRAINT TRIGGER "ProductTranslation_version" AFTER INSERT OR UPDATE OR DELETE ON "ProductTranslation" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
CREATE CONSTRAINT TRIGGER "ContentTranslation_version" AFTER INSERT OR UPDATE OR DELETE ON "ContentTranslation" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
