-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FreightRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "firstWeight" INTEGER NOT NULL,
    "firstWeightPrice" INTEGER NOT NULL,
    "continuousWeight" INTEGER NOT NULL,
    "continuousWeightPrice" INTEGER NOT NULL,
    "maxWeight" INTEGER NOT NULL DEFAULT 2147483647,
    "freeShippingThreshold" INTEGER,
    "shopId" INTEGER,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "FreightRule_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FreightRule" ("continuousWeight", "continuousWeightPrice", "firstWeight", "firstWeightPrice", "id", "isDefault", "maxWeight", "name") SELECT "continuousWeight", "continuousWeightPrice", "firstWeight", "firstWeightPrice", "id", "isDefault", "maxWeight", "name" FROM "FreightRule";
DROP TABLE "FreightRule";
ALTER TABLE "new_FreightRule" RENAME TO "FreightRule";
CREATE UNIQUE INDEX "FreightRule_shopId_key" ON "FreightRule"("shopId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
