-- AlterTable
ALTER TABLE "FreightRule" ADD COLUMN     "freeShippingThreshold" INTEGER,
ADD COLUMN     "shopId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "FreightRule_shopId_key" ON "FreightRule"("shopId");

-- AddForeignKey
ALTER TABLE "FreightRule" ADD CONSTRAINT "FreightRule_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE CASCADE ON UPDATE CASCADE;
