-- Flash sales (秒杀, docs/decisions/022-flash-sale.md).

-- AlterTable: columns added in place (written by hand). Prisma's generated copy-and-rename of
-- "Discount" would drop its catalogue-version triggers (docs/decisions/004, 020).
ALTER TABLE "Discount" ADD COLUMN "flash" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Discount" ADD COLUMN "paymentWindowMinutes" INTEGER;
ALTER TABLE "Order" ADD COLUMN "flashSaleId" INTEGER;

-- CreateTable: no catalogue-version trigger on purpose (a unit sold must not empty the caches).
CREATE TABLE "FlashStock" (
    "discountId" INTEGER NOT NULL PRIMARY KEY,
    "skuId" INTEGER NOT NULL,
    "held" INTEGER NOT NULL,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "releasedAt" DATETIME,
    CONSTRAINT "FlashStock_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FlashAttempt" (
    "discountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("discountId", "userId"),
    CONSTRAINT "FlashAttempt_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FlashAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FlashAttempt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "FlashAttempt_orderId_key" ON "FlashAttempt"("orderId");
