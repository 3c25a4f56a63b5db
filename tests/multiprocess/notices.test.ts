// Notices across two app processes on one PostgreSQL database (docs/decisions/046-notices.md): 20
// shoppers subscribe to 到货通知 and 降价通知 on one sold-out SKU through either process; the SKU is
// restocked from nothing twice (an operator's receipt on one process — that process killed at once
// after it, the second restock through the other while it is down, then restarted) with a sell-out by
// shoppers on both processes in between, and its price lowered by the console's bulk change. Each
// subscriber then holds exactly one message per event — none lost to the kill, none repeated by the
// two processes or the restart; and each message that goes by SMS or the mini-program's subscribe
// message goes once (the sandboxes' records). Needs a production build and PostgreSQL: runs with MULTI_PROCESS=1
// (`npm run test:multiprocess`), on ports 3341/3342 (or MULTI_PROCESS_PORT + 6, tests/helpers/multiprocess.ts).
import { afterAll, describe, expect, it } from "vitest";
import { ports, requireBuild, Servers, shopDatabase, shopperIn, type Shop } from "@/tests/helpers/multiprocess";

const enabled = process.env.MULTI_PROCESS === "1";
const PORTS = ports(6, [3341, 3342]);
const SUBSCRIBERS = 20;
const TEMPLATE = "mp_notice_template";
const servers = new Servers();
let shop: Shop | undefined;

afterAll(async () => {
  servers.stopAll();
  await shop?.stop();
});

/** The operator's call on `port`, which must succeed. */
async function operator(port: number, dataDir: string) {
  const call = await servers.operator(port, dataDir);
  return async (route: string, body: unknown) => {
    const res = await call(route, body);
    expect(res.status, res.text).toBe(200);
  };
}

const shopper = <T>(port: number, route: string, auth: string, body?: unknown) =>
  servers.shopper<T>(port, route, auth, body);

describe.skipIf(!enabled)("notices on two app processes", () => {
  it(
    "tell each subscriber once per event: two restocks and a price drop, a process killed",
    { timeout: 600_000 },
    async () => {
      requireBuild();
      shop = await shopDatabase("postgres");
      const { db, env, dataDir } = shop;

      // A product of its own with one sold-out SKU at ¥10.00.
      const { categoryId, image } = await db.one<{ categoryId: number; image: string }>(
        'SELECT "categoryId", "image" FROM "Product" ORDER BY "id" LIMIT 1',
      );
      const product = (
        await db.one<{ id: number }>(
          `INSERT INTO "Product" ("name", "image", "price", "categoryId", "updatedAt") VALUES ('notices', $1, 1000, $2, now()) RETURNING "id"`,
          [image, categoryId],
        )
      ).id;
      const sku = (
        await db.one<{ id: number }>(
          `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'only', 1000, 0, 300, now()) RETURNING "id"`,
          [product],
        )
      ).id;
      // Every other subscriber has a phone (SMS); every third a mini-program open id and two acceptances
      // of the template (two subscribe messages of the three events), given through either process.
      const people = [];
      for (let i = 0; i < SUBSCRIBERS; i++)
        people.push(await shopperIn(shop, "notices", i % 2 === 0 ? { phone: `+86139${String(10_000_000 + i)}` } : {}));
      const mini = people.filter((_, i) => i % 3 === 0);
      for (const p of mini)
        await db.query(`UPDATE "User" SET "miniOpenId" = $1 WHERE "id" = $2`, [`mp_open_${p.userId}`, p.userId]);

      await Promise.all(PORTS.map((port) => servers.start(port, env)));
      await (
        await operator(PORTS[1], dataDir)
      )("settings/notice-push", {
        sms: true,
        miniTemplateId: TEMPLATE,
        miniTitleField: "thing1",
        miniBodyField: "thing2",
        version: 0,
      });
      const consents = await Promise.all(
        mini.flatMap((p, i) => [
          shopper(PORTS[i % 2], "notices-push-consent", p.token, { templateIds: [TEMPLATE] }),
          shopper(PORTS[(i + 1) % 2], "notices-push-consent", p.token, { templateIds: [TEMPLATE] }),
        ]),
      );
      expect(consents.map((r) => r.status)).toEqual(consents.map(() => 200));

      // Everyone subscribes to both, through either process, all at once.
      const subscribed = await Promise.all(
        people.flatMap((p, i) => [
          shopper(PORTS[i % 2], "notices-subscribe", p.token, { kind: "back_in_stock", skuId: sku }),
          shopper(PORTS[(i + 1) % 2], "notices-subscribe", p.token, { kind: "price_drop", productId: product }),
        ]),
      );
      expect(subscribed.map((r) => r.status)).toEqual(subscribed.map(() => 200));

      // Restock 1 through the first process, which is killed right after (its sweep may not have run).
      const [first, second] = PORTS;
      await (
        await operator(first, dataDir)
      )(`skus/${sku}/stock`, { delta: 3, reason: "receipt", note: "" });
      servers.kill(first);

      // Sold out again by shoppers on the second process, then restock 2 through it while the first is down.
      const bought = await Promise.all(
        people.slice(0, 3).map((p) =>
          shopper<{ id: number }>(second, "create-order-now", p.token, {
            addressId: p.addressId,
            skuId: sku,
            quantity: 1,
          }),
        ),
      );
      expect(bought.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await db.one<{ stock: number }>('SELECT "stock" FROM "Sku" WHERE "id" = $1', [sku])).stock).toBe(0);
      const onSecond = await operator(second, dataDir);
      await onSecond(`skus/${sku}/stock`, { delta: 2, reason: "receipt", note: "" });

      // The first comes back; the price falls through it (¥10.00 -> ¥8.00).
      await servers.start(first, env);
      await (
        await operator(first, dataDir)
      )("products/bulk", { ids: [product], change: { kind: "priceAmount", cents: -200 }, confirm: true });

      // Every event delivered, then two more sweep periods in which nothing may be repeated.
      for (let i = 0; i < 120; i++) {
        const pending = await db.one<{ n: number }>('SELECT count(*) AS n FROM "NoticeEvent" WHERE "doneAt" IS NULL');
        if (Number(pending.n) === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      await new Promise((r) => setTimeout(r, 5_000));
      const events = await db.query<{ kind: string; n: number }>(
        'SELECT "kind", count(*) AS n FROM "NoticeEvent" WHERE "productId" = $1 GROUP BY "kind" ORDER BY "kind"',
        [product],
      );
      expect(events.map((r) => [r.kind, Number(r.n)])).toEqual([
        ["back_in_stock", 2],
        ["price_drop", 1],
      ]);

      // Each subscriber, through either process: both restocks and the price drop, once each.
      const pages = await Promise.all(
        people.map((p, i) =>
          shopper<{ rows: { kind: string; params: Record<string, unknown> }[]; unread: number }>(
            PORTS[i % 2],
            "messages?pageSize=50",
            p.token,
          ),
        ),
      );
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(page.body.rows.map((m) => m.kind).sort()).toEqual(["back_in_stock", "back_in_stock", "price_drop"]);
        expect(page.body.rows.find((m) => m.kind === "price_drop")?.params.price).toBe(800);
        expect(page.body.unread).toBe(3);
      }
      const total = await db.one<{ n: number; d: number }>(
        'SELECT count(*) AS n, count(DISTINCT "dedupKey") AS d FROM "Message"',
      );
      console.log(`[notices] ${total.n} messages for ${SUBSCRIBERS} subscribers x 3 events`);
      expect(Number(total.n)).toBe(SUBSCRIBERS * 3);
      expect(Number(total.d)).toBe(SUBSCRIBERS * 3);

      // Beyond the centre: one SMS per message of a subscriber with a phone, one subscribe message per
      // acceptance (two of three), each sent once by the two processes (a push a killed process
      // claimed waits out its claim, then goes).
      const phones = people.filter((_, i) => i % 2 === 0).length;
      const expected = phones * 3 + mini.length * 2;
      const started = Date.now();
      for (let i = 0; i < 400; i++) {
        const open = await db.one<{ n: number }>(`SELECT count(*) AS n FROM "MessagePush" WHERE "status" <> 'sent'`);
        if (Number(open.n) === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const pushes = await db.query<{ channel: string; n: number; sends: number }>(
        `SELECT p."channel", count(*) AS n, sum((SELECT count(*) FROM "PushSandbox" s WHERE s."pushId" = p."id")) AS sends
         FROM "MessagePush" p WHERE p."status" = 'sent' GROUP BY p."channel" ORDER BY p."channel"`,
      );
      console.log(
        `[notices] pushes ${JSON.stringify(pushes)} (expected ${phones * 3} sms, ${mini.length * 2} mini), all sent ${Date.now() - started} ms after the messages`,
      );
      expect(pushes.map((r) => [r.channel, Number(r.n), Number(r.sends)])).toEqual([
        ["mini", mini.length * 2, mini.length * 2],
        ["sms", phones * 3, phones * 3],
      ]);
      const records = await db.one<{ n: number; d: number }>(
        'SELECT count(*) AS n, count(DISTINCT "pushId") AS d FROM "PushSandbox"',
      );
      expect([Number(records.n), Number(records.d)]).toEqual([expected, expected]);
      const unsent = await db.one<{ n: number }>(
        `SELECT count(*) AS n FROM "Message" WHERE "push" <> 'sent' AND "push" <> 'none'`,
      );
      expect(Number(unsent.n)).toBe(0);
    },
  );
});
