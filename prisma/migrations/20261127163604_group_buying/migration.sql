-- AlterTable
ALTER TABLE "Order" ADD COLUMN "groupId" INTEGER;

-- CreateTable
CREATE TABLE "GroupRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "hoursToFill" INTEGER NOT NULL,
    "perUserLimit" INTEGER NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GroupRule_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GroupRuleSku" (
    "ruleId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,

    PRIMARY KEY ("ruleId", "skuId"),
    CONSTRAINT "GroupRuleSku_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "GroupRule" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GroupBuy" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ruleId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "leaderId" INTEGER,
    "size" INTEGER NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,
    "paid" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'open',
    "expiresAt" DATETIME NOT NULL,
    "closedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GroupBuy_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "GroupRule" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GroupSeat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "groupId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unpaid',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" DATETIME,
    "refundedAt" DATETIME,
    CONSTRAINT "GroupSeat_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "GroupBuy" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GroupSeat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GroupSeat_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
