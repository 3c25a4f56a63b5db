-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "groupId" INTEGER;

-- CreateTable
CREATE TABLE "GroupRule" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "hoursToFill" INTEGER NOT NULL,
    "perUserLimit" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GroupRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupRuleSku" (
    "ruleId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,

    CONSTRAINT "GroupRuleSku_pkey" PRIMARY KEY ("ruleId","skuId")
);

-- CreateTable
CREATE TABLE "GroupBuy" (
    "id" SERIAL NOT NULL,
    "ruleId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "leaderId" INTEGER,
    "size" INTEGER NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,
    "paid" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'open',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GroupBuy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupSeat" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unpaid',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),

    CONSTRAINT "GroupSeat_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GroupRule_productId_active_idx" ON "GroupRule"("productId", "active");

-- CreateIndex
CREATE INDEX "GroupBuy_status_expiresAt_idx" ON "GroupBuy"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "GroupBuy_ruleId_status_idx" ON "GroupBuy"("ruleId", "status");

-- CreateIndex
CREATE INDEX "GroupBuy_productId_status_idx" ON "GroupBuy"("productId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "GroupSeat_orderId_key" ON "GroupSeat"("orderId");

-- CreateIndex
CREATE INDEX "GroupSeat_userId_status_idx" ON "GroupSeat"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "GroupSeat_groupId_userId_key" ON "GroupSeat"("groupId", "userId");

-- CreateIndex
CREATE INDEX "Order_groupId_idx" ON "Order"("groupId");

-- AddForeignKey
ALTER TABLE "GroupRule" ADD CONSTRAINT "GroupRule_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupRuleSku" ADD CONSTRAINT "GroupRuleSku_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "GroupRule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupBuy" ADD CONSTRAINT "GroupBuy_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "GroupRule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupSeat" ADD CONSTRAINT "GroupSeat_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "GroupBuy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupSeat" ADD CONSTRAINT "GroupSeat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupSeat" ADD CONSTRAINT "GroupSeat_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
