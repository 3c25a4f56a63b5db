-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "postalCode" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "region" TEXT NOT NULL DEFAULT 'CN';

-- Shoppers' phone numbers in E.164 (docs/decisions/030-regions.md). Until now only the specification's
-- 11-digit mainland numbers could be stored: they become +86 numbers. The order's receiver is a
-- snapshot, converted too so that one search finds the shopper's orders old and new; SMS codes are
-- looked up by the number they were sent to.
UPDATE "User" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "Address" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "SmsCode" SET "phone" = '+86' || "phone" WHERE length("phone") = 11 AND "phone" LIKE '1%';
UPDATE "Order" SET "receiverPhone" = '+86' || "receiverPhone" WHERE length("receiverPhone") = 11 AND "receiverPhone" LIKE '1%';
