-- CreateTable
CREATE TABLE "OrderInvoice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "taxNumber" TEXT,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "number" TEXT,
    "fileName" TEXT,
    "issuedAt" DATETIME,
    "issuedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OrderInvoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InvoiceTitle" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "taxNumber" TEXT NOT NULL DEFAULT '',
    "usedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InvoiceTitle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderInvoice_orderId_key" ON "OrderInvoice"("orderId");

-- CreateIndex
CREATE INDEX "OrderInvoice_status_createdAt_idx" ON "OrderInvoice"("status", "createdAt");

-- CreateIndex
CREATE INDEX "InvoiceTitle_userId_usedAt_idx" ON "InvoiceTitle"("userId", "usedAt");

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceTitle_userId_kind_title_taxNumber_key" ON "InvoiceTitle"("userId", "kind", "title", "taxNumber");
