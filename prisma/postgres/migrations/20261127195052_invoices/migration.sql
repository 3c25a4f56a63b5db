-- CreateTable
CREATE TABLE "OrderInvoice" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "taxNumber" TEXT,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "number" TEXT,
    "fileName" TEXT,
    "issuedAt" TIMESTAMP(3),
    "issuedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceTitle" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "taxNumber" TEXT NOT NULL DEFAULT '',
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoiceTitle_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderInvoice_orderId_key" ON "OrderInvoice"("orderId");

-- CreateIndex
CREATE INDEX "OrderInvoice_status_createdAt_idx" ON "OrderInvoice"("status", "createdAt");

-- CreateIndex
CREATE INDEX "InvoiceTitle_userId_usedAt_idx" ON "InvoiceTitle"("userId", "usedAt");

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceTitle_userId_kind_title_taxNumber_key" ON "InvoiceTitle"("userId", "kind", "title", "taxNumber");

-- AddForeignKey
ALTER TABLE "OrderInvoice" ADD CONSTRAINT "OrderInvoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceTitle" ADD CONSTRAINT "InvoiceTitle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
