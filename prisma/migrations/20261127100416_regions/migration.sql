-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Address" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "region" TEXT NOT NULL DEFAULT 'CN',
    "province" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL DEFAULT '',
    "detail" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Address" ("city", "createdAt", "deletedAt", "detail", "district", "id", "isDefault", "name", "phone", "province", "updatedAt", "userId") SELECT "city", "createdAt", "deletedAt", "detail", "district", "id", "isDefault", "name", "phone", "province", "updatedAt", "userId" FROM "Address";
DROP TABLE "Address";
ALTER TABLE "new_Address" RENAME TO "Address";
CREATE INDEX "Address_userId_deletedAt_idx" ON "Address"("userId", "deletedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Shoppers' phone numbers in E.164 (docs/decisions/030-regions.md). Until now only the specification's
-- 11-digit mainland numbers could be stored: they become +86 numbers. The order's receiver is a
-- snapshot, converted too so that one search finds the shopper's orders old and new; SMS codes are
-- looked up by the number they were sent to.
UPDATE "User" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "Address" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "SmsCode" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "Order" SET "receiverPhone" = '+86' || "receiverPhone" WHERE length("receiverPhone") = 11 AND "receiverPhone" LIKE '1%';
