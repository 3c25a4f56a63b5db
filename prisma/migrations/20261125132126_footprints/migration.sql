-- CreateTable
CREATE TABLE "Footprint" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "viewedAt" DATETIME NOT NULL,
    CONSTRAINT "Footprint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Footprint_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Footprint_userId_viewedAt_idx" ON "Footprint"("userId", "viewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Footprint_userId_productId_key" ON "Footprint"("userId", "productId");
