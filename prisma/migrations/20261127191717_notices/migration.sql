-- CreateTable
CREATE TABLE "NoticeSubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "skuId" INTEGER,
    "kind" TEXT NOT NULL,
    "targetPrice" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelledAt" DATETIME,
    CONSTRAINT "NoticeSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "NoticeSubscription_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NoticeEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "key" TEXT,
    "userId" INTEGER,
    "productId" INTEGER,
    "skuId" INTEGER,
    "subjectId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" DATETIME
);

-- CreateTable
CREATE TABLE "Message" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "productId" INTEGER,
    "link" TEXT NOT NULL DEFAULT '',
    "dedupKey" TEXT NOT NULL,
    "eventId" INTEGER,
    "readAt" DATETIME,
    "push" TEXT NOT NULL DEFAULT 'none',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "NoticeSubscription_skuId_kind_cancelledAt_idx" ON "NoticeSubscription"("skuId", "kind", "cancelledAt");

-- CreateIndex
CREATE INDEX "NoticeSubscription_productId_kind_cancelledAt_idx" ON "NoticeSubscription"("productId", "kind", "cancelledAt");

-- CreateIndex
CREATE INDEX "NoticeSubscription_userId_cancelledAt_createdAt_idx" ON "NoticeSubscription"("userId", "cancelledAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NoticeEvent_key_key" ON "NoticeEvent"("key");

-- CreateIndex
CREATE INDEX "NoticeEvent_doneAt_id_idx" ON "NoticeEvent"("doneAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Message_dedupKey_key" ON "Message"("dedupKey");

-- CreateIndex
CREATE INDEX "Message_userId_createdAt_idx" ON "Message"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_userId_readAt_idx" ON "Message"("userId", "readAt");

-- CreateIndex
CREATE INDEX "Message_push_idx" ON "Message"("push");

-- Written by hand (docs/decisions/046-notices.md): the outbox rows, written by triggers in the
-- transaction of the change itself, whichever code path made it (the checkout's SQL, the console, an
-- import, a refund, the group sweep). Times in the format the app writes (lib/db/sql.ts sqliteDate).
-- A ledger row that takes a SKU from nothing to sellable, when someone waits for it.
CREATE TRIGGER "StockEntry_notice" AFTER INSERT ON "StockEntry"
WHEN NEW."stockAfter" > 0 AND NEW."stockAfter" - NEW."delta" <= 0
  AND EXISTS (SELECT 1 FROM "NoticeSubscription" s WHERE s."skuId" = NEW."skuId" AND s."kind" = 'back_in_stock' AND s."cancelledAt" IS NULL)
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "productId", "skuId", "subjectId", "createdAt")
  SELECT 'back_in_stock', "productId", NEW."skuId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now') FROM "Sku" WHERE "id" = NEW."skuId";
END;

-- The product's lowest price (kept in step with its SKUs) falling, when someone waits for it.
CREATE TRIGGER "Product_price_notice" AFTER UPDATE OF "price" ON "Product"
WHEN NEW."price" < OLD."price"
  AND EXISTS (SELECT 1 FROM "NoticeSubscription" s WHERE s."productId" = NEW."id" AND s."kind" = 'price_drop' AND s."cancelledAt" IS NULL)
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "productId", "createdAt")
  VALUES ('price_drop', NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;

CREATE TRIGGER "Order_shipped_notice" AFTER UPDATE OF "status" ON "Order"
WHEN NEW."status" = 510 AND OLD."status" <> 510 AND NEW."userId" IS NOT NULL
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "userId", "subjectId", "createdAt")
  VALUES ('order_shipped', NEW."userId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;

CREATE TRIGGER "AfterSale_refunded_notice" AFTER UPDATE OF "status" ON "AfterSale"
WHEN NEW."status" = 'refunded' AND OLD."status" <> 'refunded' AND NEW."userId" IS NOT NULL
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "userId", "subjectId", "createdAt")
  VALUES ('refund_paid', NEW."userId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;

CREATE TRIGGER "AfterSale_refunded_insert_notice" AFTER INSERT ON "AfterSale"
WHEN NEW."status" = 'refunded' AND NEW."userId" IS NOT NULL
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "userId", "subjectId", "createdAt")
  VALUES ('refund_paid', NEW."userId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;

CREATE TRIGGER "GroupBuy_end_notice" AFTER UPDATE OF "status" ON "GroupBuy"
WHEN OLD."status" = 'open' AND NEW."status" IN ('full', 'failed')
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "productId", "subjectId", "createdAt")
  VALUES ('group_' || NEW."status", NEW."productId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;

CREATE TRIGGER "ConsultMessage_reply_notice" AFTER INSERT ON "ConsultMessage"
WHEN NEW."sender" = 'service'
BEGIN
  INSERT INTO "NoticeEvent" ("kind", "userId", "productId", "subjectId", "createdAt")
  VALUES ('consult_reply', NEW."userId", NEW."productId", NEW."id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
END;
