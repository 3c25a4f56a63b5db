-- CreateTable
CREATE TABLE "NoticeSubscription" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "skuId" INTEGER,
    "kind" TEXT NOT NULL,
    "targetPrice" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "NoticeSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NoticeEvent" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT,
    "userId" INTEGER,
    "productId" INTEGER,
    "skuId" INTEGER,
    "subjectId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "NoticeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "productId" INTEGER,
    "link" TEXT NOT NULL DEFAULT '',
    "dedupKey" TEXT NOT NULL,
    "eventId" INTEGER,
    "readAt" TIMESTAMP(3),
    "push" TEXT NOT NULL DEFAULT 'none',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "NoticeSubscription" ADD CONSTRAINT "NoticeSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NoticeSubscription" ADD CONSTRAINT "NoticeSubscription_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (docs/decisions/046-notices.md): the outbox rows, written by triggers in the
-- transaction of the change itself, whichever code path made it (the checkout's SQL, the console, an
-- import, a refund, the group sweep). Times in UTC, as the app writes them (timestamp(3), no zone).
CREATE FUNCTION "notice_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  utc TIMESTAMP(3) := now() AT TIME ZONE 'UTC';
BEGIN
  IF TG_TABLE_NAME = 'StockEntry' THEN
    -- A ledger row that takes a SKU from nothing to sellable, when someone waits for it.
    IF EXISTS (SELECT 1 FROM "NoticeSubscription" s WHERE s."skuId" = NEW."skuId" AND s."kind" = 'back_in_stock' AND s."cancelledAt" IS NULL) THEN
      INSERT INTO "NoticeEvent" ("kind", "productId", "skuId", "subjectId", "createdAt")
      SELECT 'back_in_stock', "productId", NEW."skuId", NEW."id", utc FROM "Sku" WHERE "id" = NEW."skuId";
    END IF;
  ELSIF TG_TABLE_NAME = 'Product' THEN
    -- The product's lowest price (kept in step with its SKUs) falling, when someone waits for it.
    IF EXISTS (SELECT 1 FROM "NoticeSubscription" s WHERE s."productId" = NEW."id" AND s."kind" = 'price_drop' AND s."cancelledAt" IS NULL) THEN
      INSERT INTO "NoticeEvent" ("kind", "productId", "createdAt") VALUES ('price_drop', NEW."id", utc);
    END IF;
  ELSIF TG_TABLE_NAME = 'Order' THEN
    INSERT INTO "NoticeEvent" ("kind", "userId", "subjectId", "createdAt") VALUES ('order_shipped', NEW."userId", NEW."id", utc);
  ELSIF TG_TABLE_NAME = 'AfterSale' THEN
    INSERT INTO "NoticeEvent" ("kind", "userId", "subjectId", "createdAt") VALUES ('refund_paid', NEW."userId", NEW."id", utc);
  ELSIF TG_TABLE_NAME = 'GroupBuy' THEN
    INSERT INTO "NoticeEvent" ("kind", "productId", "subjectId", "createdAt")
    VALUES ('group_' || NEW."status", NEW."productId", NEW."id", utc);
  ELSIF TG_TABLE_NAME = 'ConsultMessage' THEN
    INSERT INTO "NoticeEvent" ("kind", "userId", "productId", "subjectId", "createdAt")
    VALUES ('consult_reply', NEW."userId", NEW."productId", NEW."id", utc);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "StockEntry_notice" AFTER INSERT ON "StockEntry" FOR EACH ROW
  WHEN (NEW."stockAfter" > 0 AND NEW."stockAfter" - NEW."delta" <= 0) EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "Product_price_notice" AFTER UPDATE OF "price" ON "Product" FOR EACH ROW
  WHEN (NEW."price" < OLD."price") EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "Order_shipped_notice" AFTER UPDATE OF "status" ON "Order" FOR EACH ROW
  WHEN (NEW."status" = 510 AND OLD."status" <> 510 AND NEW."userId" IS NOT NULL) EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "AfterSale_refunded_notice" AFTER UPDATE OF "status" ON "AfterSale" FOR EACH ROW
  WHEN (NEW."status" = 'refunded' AND OLD."status" <> 'refunded' AND NEW."userId" IS NOT NULL) EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "AfterSale_refunded_insert_notice" AFTER INSERT ON "AfterSale" FOR EACH ROW
  WHEN (NEW."status" = 'refunded' AND NEW."userId" IS NOT NULL) EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "GroupBuy_end_notice" AFTER UPDATE OF "status" ON "GroupBuy" FOR EACH ROW
  WHEN (OLD."status" = 'open' AND NEW."status" IN ('full', 'failed')) EXECUTE FUNCTION "notice_event"();

CREATE TRIGGER "ConsultMessage_reply_notice" AFTER INSERT ON "ConsultMessage" FOR EACH ROW
  WHEN (NEW."sender" = 'service') EXECUTE FUNCTION "notice_event"();
