-- Flash sales (秒杀, docs/decisions/022-flash-sale.md). FlashStock has no catalogue-version trigger
-- on purpose: a unit sold must not empty every process's catalogue cache.

-- AlterTable
ALTER TABLE "Discount" ADD COLUMN     "flash" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "paymentWindowMinutes" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "flashSaleId" INTEGER;

-- CreateTable
CREATE TABLE "FlashStock" (
    "discountId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "held" INTEGER NOT NULL,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "FlashStock_pkey" PRIMARY KEY ("discountId")
);

-- CreateTable
CREATE TABLE "FlashAttempt" (
    "discountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FlashAttempt_pkey" PRIMARY KEY ("discountId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "FlashAttempt_orderId_key" ON "FlashAttempt"("orderId");

-- AddForeignKey
ALTER TABLE "FlashStock" ADD CONSTRAINT "FlashStock_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlashAttempt" ADD CONSTRAINT "FlashAttempt_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlashAttempt" ADD CONSTRAINT "FlashAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlashAttempt" ADD CONSTRAINT "FlashAttempt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
