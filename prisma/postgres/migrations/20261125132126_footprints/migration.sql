-- CreateTable
CREATE TABLE "Footprint" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Footprint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Footprint_userId_viewedAt_idx" ON "Footprint"("userId", "viewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Footprint_userId_productId_key" ON "Footprint"("userId", "productId");

-- AddForeignKey
ALTER TABLE "Footprint" ADD CONSTRAINT "Footprint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Footprint" ADD CONSTRAINT "Footprint_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
