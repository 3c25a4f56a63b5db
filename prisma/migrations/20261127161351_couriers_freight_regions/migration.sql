-- CreateTable
CREATE TABLE "Courier" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameZhHant" TEXT NOT NULL DEFAULT '',
    "nameEn" TEXT NOT NULL DEFAULT '',
    "nameJa" TEXT NOT NULL DEFAULT '',
    "trackingUrl" TEXT NOT NULL DEFAULT '',
    "region" TEXT NOT NULL DEFAULT 'ALL',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1
);

-- CreateIndex
CREATE UNIQUE INDEX "Courier_code_key" ON "Courier"("code");

-- AlterTable (added columns rather than Prisma's table rebuild: "Order" is the busiest table and a
-- constant default needs no rebuild on SQLite)
ALTER TABLE "FreightRule" ADD COLUMN "region" TEXT NOT NULL DEFAULT 'CN';
ALTER TABLE "FreightRule" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Order" ADD COLUMN "courierCode" TEXT NOT NULL DEFAULT '';

-- The regional defaults (docs/decisions/038): the mainland's eight, SF Express for every region, and
-- each region's post. Operators edit, retire or add to them in the console; tracking pages take
-- {waybill}.
INSERT INTO "Courier" ("code", "name", "nameZhHant", "nameEn", "nameJa", "trackingUrl", "region", "sort") VALUES
  ('SF', '顺丰速运', '順豐速運', 'SF Express', 'SF Express（順豊）', 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{waybill}', 'ALL', 10),
  ('JD', '京东物流', '京東物流', 'JD Logistics', 'JD Logistics（京東）', 'https://www.kuaidi100.com/chaxun?com=jd&nu={waybill}', 'CN', 20),
  ('ZTO', '中通快递', '中通快遞', 'ZTO Express', 'ZTO Express（中通）', 'https://www.kuaidi100.com/chaxun?com=zhongtong&nu={waybill}', 'CN', 30),
  ('YTO', '圆通速递', '圓通速遞', 'YTO Express', 'YTO Express（円通）', 'https://www.kuaidi100.com/chaxun?com=yuantong&nu={waybill}', 'CN', 40),
  ('YD', '韵达快递', '韻達快遞', 'Yunda Express', 'Yunda Express（韻達）', 'https://www.kuaidi100.com/chaxun?com=yunda&nu={waybill}', 'CN', 50),
  ('STO', '申通快递', '申通快遞', 'STO Express', 'STO Express（申通）', 'https://www.kuaidi100.com/chaxun?com=shentong&nu={waybill}', 'CN', 60),
  ('JT', '极兔速递', '極兔速遞', 'J&T Express', 'J&T Express', 'https://www.kuaidi100.com/chaxun?com=jtexpress&nu={waybill}', 'CN', 70),
  ('EMS', '中国邮政EMS', '中國郵政 EMS', 'China Post EMS', '中国郵政 EMS', 'https://www.kuaidi100.com/chaxun?com=ems&nu={waybill}', 'CN', 80),
  ('HKPOST', '香港邮政', '香港郵政', 'Hongkong Post', '香港郵政', 'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackcode={waybill}', 'HK', 90),
  ('CTT', '澳门邮电', '澳門郵電', 'CTT Macau', 'マカオ郵便（CTT）', 'https://www.macaupost.gov.mo/track/?code={waybill}', 'MO', 100),
  ('TWPOST', '中华邮政', '中華郵政', 'Chunghwa Post', '中華郵政', 'https://postserv.post.gov.tw/pstmail/main_mail.html?MAILNO={waybill}', 'TW', 110);

-- Orders shipped before: their courier's code, where the name they keep is one of the above.
UPDATE "Order" SET "courierCode" = COALESCE((SELECT c."code" FROM "Courier" c WHERE c."name" = "Order"."courier"), '')
WHERE "courier" <> '';
