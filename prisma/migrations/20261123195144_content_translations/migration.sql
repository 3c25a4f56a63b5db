-- CreateTable
CREATE TABLE "ProductTranslation" (
    "productId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subtitle" TEXT,
    "description" TEXT,

    PRIMARY KEY ("productId", "locale"),
    CONSTRAINT "ProductTranslation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContentTranslation" (
    "entity" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    PRIMARY KEY ("entity", "locale", "entityId", "field")
);

-- CreateIndex
CREATE INDEX "ProductTranslation_locale_productId_idx" ON "ProductTranslation"("locale", "productId");

-- Written by hand (as in 20261122010000_product_search): translations are catalogue content, so a
-- write to them bumps the catalogue version that the response caches compare with.
CREATE TRIGGER "ProductTranslation_version_insert" AFTER INSERT ON "ProductTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ProductTranslation_version_update" AFTER UPDATE ON "ProductTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ProductTranslation_version_delete" AFTER DELETE ON "ProductTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ContentTranslation_version_insert" AFTER INSERT ON "ContentTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ContentTranslation_version_update" AFTER UPDATE ON "ContentTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ContentTranslation_version_delete" AFTER DELETE ON "ContentTranslation" BEGIN UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
