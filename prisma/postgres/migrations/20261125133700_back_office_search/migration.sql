-- CreateIndex
CREATE INDEX "Order_receiverPhone_idx" ON "Order"("receiverPhone");

-- CreateIndex
CREATE INDEX "Order_receiverName_idx" ON "Order"("receiverName");
