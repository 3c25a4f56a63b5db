// Notices (到货通知, 降价通知) and the message centre (docs/decisions/046-notices.md) through the real
// routes and services, on both engines: subscribing with its field errors, the caller's own records
// only, each event told once to each subscriber (a restock from nothing by any ledger movement, a
// price falling by a console change or a sale starting; the order, refund, group and consult updates),
// and sweeps racing each other over the same outbox making no message twice.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as messagesRoute } from "@/app/api/v1/messages/route";
import { POST as messagesReadRoute } from "@/app/api/v1/messages-read/route";
import { GET as badgesRoute } from "@/app/api/v1/badges/route";
import { GET as noticesRoute } from "@/app/api/v1/notices/route";
import { POST as cancelRoute } from "@/app/api/v1/notices-cancel/route";
import { POST as subscribeRoute } from "@/app/api/v1/notices-subscribe/route";
import { POST as applyRoute } from "@/app/api/v1/after-sales-apply/route";
import { POST as groupJoinRoute } from "@/app/api/v1/group-join/route";
import { POST as groupOpenRoute } from "@/app/api/v1/group-open/route";
import { db } from "@/lib/db";
import { adjustStock, bulkChangeProducts } from "@/lib/services/catalogue";
import { answerConsult } from "@/lib/services/engagement";
import { deliverNotices } from "@/lib/services/notices";
import { closeExpiredOrders, shipOrder } from "@/lib/services/order";
import { testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { notify, orderAt, placeOrder, shopper, startPayment, type Shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

type Notice = { id: number; kind: string; productId: number; skuId: number | null; targetPrice: number | null };
type Message = { id: number; kind: string; params: Record<string, string | number>; link: string; read: boolean };
type MessagePage = { rows: Message[]; total: number; unread: number };
type Refusal = { code: string; message: string; fields?: Record<string, string> };

const subscribe = (s: Shopper, body: Record<string, unknown>, locale = "en") =>
  call<Notice & Refusal>(subscribeRoute, "/api/v1/notices-subscribe", { token: s.token, body, locale });
const messagesOf = async (s: Shopper, locale = "en") =>
  (await call<MessagePage>(messagesRoute, "/api/v1/messages?pageSize=100", { token: s.token, locale })).body;
const kindsOf = async (s: Shopper) => (await messagesOf(s)).rows.map((m) => m.kind).sort();

describe("subscribing", () => {
  it("到货通知: a sold-out SKU only — in stock is a field error; asking twice makes one notice", async () => {
    const s = await shopper();
    const inStock = await createSku({ stock: 3 });
    const refused = await subscribe(s, { kind: "back_in_stock", skuId: inStock.skuId });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.skuId).toBe("This option is in stock — you can buy it now");

    const soldOut = await createSku({ stock: 0 });
    const [a, b] = await Promise.all([
      subscribe(s, { kind: "back_in_stock", skuId: soldOut.skuId }),
      subscribe(s, { kind: "back_in_stock", skuId: soldOut.skuId }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    expect(a.body).toMatchObject({ kind: "back_in_stock", productId: soldOut.productId, skuId: soldOut.skuId });
    expect(await db.noticeSubscription.count({ where: { userId: s.user.id } })).toBe(1);
  });

  it("降价通知: the target must be below the price charged now (a running sale included); none means the price seen", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 1000, discountPercent: 80 });
    const above = await subscribe(s, { kind: "price_drop", productId: sku.productId, targetPrice: 900 }, "zh-Hans");
    expect(above.status).toBe(422);
    expect(above.body.fields?.targetPrice).toBe("目标价须低于现价");
    const same = await subscribe(s, { kind: "price_drop", productId: sku.productId, targetPrice: 800 });
    expect(same.status).toBe(422);
    const seen = await subscribe(s, { kind: "price_drop", productId: sku.productId });
    expect(seen.status).toBe(200);
    expect(seen.body.targetPrice).toBe(800);
    const chosen = await subscribe(s, { kind: "price_drop", productId: sku.productId, targetPrice: 500 });
    expect(chosen.body).toMatchObject({ id: seen.body.id, targetPrice: 500 });
  });

  it("refuses malformed input per field, and a missing product or SKU", async () => {
    const s = await shopper();
    expect((await subscribe(s, { kind: "back_in_stock" })).status).toBe(422);
    expect((await subscribe(s, { kind: "later", skuId: 1 })).status).toBe(422);
    expect((await subscribe(s, { kind: "price_drop", productId: 1, targetPrice: -5 })).status).toBe(422);
    const missing = await subscribe(s, { kind: "back_in_stock", skuId: 2_000_000_000 });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.fields ?? {})).toEqual(["skuId"]);
    const anonymous = await call(subscribeRoute, "/api/v1/notices-subscribe", {
      body: { kind: "back_in_stock", skuId: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it("lists and cancels the caller's own notices only", async () => {
    const [s, other] = [await shopper(), await shopper()];
    const sku = await createSku({ stock: 0 });
    const mine = (await subscribe(s, { kind: "back_in_stock", skuId: sku.skuId })).body;
    const list = await call<{ rows: Notice[]; total: number }>(noticesRoute, "/api/v1/notices", { token: s.token });
    expect(list.body.rows.map((n) => n.id)).toEqual([mine.id]);
    const theirs = await call<{ rows: Notice[] }>(noticesRoute, "/api/v1/notices", { token: other.token });
    expect(theirs.body.rows).toEqual([]);

    const stolen = await call(cancelRoute, "/api/v1/notices-cancel", { token: other.token, body: { id: mine.id } });
    expect(stolen.status).toBe(404);
    expect((await call(cancelRoute, "/api/v1/notices-cancel", { token: s.token, body: { id: mine.id } })).status).toBe(
      200,
    );
    expect((await call(cancelRoute, "/api/v1/notices-cancel", { token: s.token, body: { id: mine.id } })).status).toBe(
      404,
    );
    const after = await call<{ rows: Notice[] }>(noticesRoute, "/api/v1/notices", { token: s.token });
    expect(after.body.rows).toEqual([]);
  });
});

describe("back in stock", () => {
  it("tells each subscriber once per restock from nothing, by any ledger movement; not the cancelled, not a top-up", async () => {
    const sku = await createSku({ stock: 0 });
    const [a, b, gone] = [await shopper(), await shopper(), await shopper()];
    for (const s of [a, b, gone]) await subscribe(s, { kind: "back_in_stock", skuId: sku.skuId });
    const goneNotice = await db.noticeSubscription.findFirstOrThrow({ where: { userId: gone.user.id } });
    await call(cancelRoute, "/api/v1/notices-cancel", { token: gone.token, body: { id: goneNotice.id } });

    await adjustStock(sku.skuId, { delta: 2, reason: "receipt", note: "" }, testActor);
    await adjustStock(sku.skuId, { delta: 3, reason: "receipt", note: "" }, testActor); // 2 -> 5: not an event
    await deliverNotices();
    await deliverNotices(); // a second run finds nothing left
    expect(await kindsOf(a)).toEqual(["back_in_stock"]);
    expect(await kindsOf(b)).toEqual(["back_in_stock"]);
    expect(await kindsOf(gone)).toEqual([]);

    // Sold out by a shopper's order (the checkout's SQL), then back by that order's cancel (a release).
    await adjustStock(sku.skuId, { delta: -4, reason: "correction", note: "" }, testActor);
    const buyer = await shopper();
    await placeOrder(buyer, sku.skuId, 1);
    expect((await db.sku.findUniqueOrThrow({ where: { id: sku.skuId } })).stock).toBe(0);
    await db.order.updateMany({ where: { userId: buyer.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await closeExpiredOrders();
    expect((await db.sku.findUniqueOrThrow({ where: { id: sku.skuId } })).stock).toBe(1);
    await deliverNotices();
    expect(await kindsOf(a)).toEqual(["back_in_stock", "back_in_stock"]);

    const page = await messagesOf(a, "zh-Hans");
    expect(page.unread).toBe(2);
    expect(page.rows[0]).toMatchObject({ link: `/goods/${sku.productId}`, read: false });
    expect(String(page.rows[0].params.product)).toContain("测试商品");
  });
});

describe("price drop", () => {
  it("a console price change below a target tells that subscriber once; above it, nobody", async () => {
    const sku = await createSku({ price: 1000 });
    const [low, seen] = [await shopper(), await shopper()];
    await subscribe(low, { kind: "price_drop", productId: sku.productId, targetPrice: 700 });
    await subscribe(seen, { kind: "price_drop", productId: sku.productId });

    const change = (cents: number) =>
      bulkChangeProducts({ ids: [sku.productId], change: { kind: "priceAmount", cents }, confirm: true }, testActor);
    await change(-100);
    await deliverNotices();
    expect(await kindsOf(seen)).toEqual(["price_drop"]);
    expect(await kindsOf(low)).toEqual([]);
    expect((await messagesOf(seen)).rows[0].params.price).toBe(900);

    await change(-300);
    await deliverNotices();
    await deliverNotices();
    expect(await kindsOf(seen)).toEqual(["price_drop", "price_drop"]);
    expect(await kindsOf(low)).toEqual(["price_drop"]);
  });

  it("a sale starting is a price drop, told once however many sweeps see it", async () => {
    const sku = await createSku({ price: 1000 });
    const s = await shopper();
    await subscribe(s, { kind: "price_drop", productId: sku.productId });
    const startsAt = new Date(Date.now() + 60_000);
    await db.discount.create({
      data: {
        productId: sku.productId,
        title: "sale",
        ratePercent: 50,
        startsAt,
        endsAt: new Date(Date.now() + 3600_000),
      },
    });
    await deliverNotices();
    expect(await kindsOf(s)).toEqual([]);
    const later = new Date(startsAt.getTime() + 1000);
    await Promise.all([deliverNotices(later), deliverNotices(later), deliverNotices(later)]);
    await deliverNotices(later);
    const page = await messagesOf(s);
    expect(page.rows.map((m) => m.kind)).toEqual(["price_drop"]);
    expect(page.rows[0].params.price).toBe(500);
  });
});

describe("updates in the message centre", () => {
  it("order shipped, refund paid and a consult reply, each once, to that shopper only", async () => {
    const { s, order } = await orderAt(500, { stock: 5 });
    const other = await shopper();
    await shipOrder(order.id, undefined, { courier: "顺丰速运", waybillNo: "SF1234567890" }, testActor);
    await answerConsult(s.user.id, "您好", testActor);
    const second = await placeOrder(s, (await createSku({ stock: 5 })).skuId, 1);
    await notify(await startPayment(s, second.id));
    const refund = await call(applyRoute, "/api/v1/after-sales-apply", {
      token: s.token,
      body: { orderId: second.id, type: "refund", reason: "not_wanted" },
    });
    expect(refund.status).toBe(200);
    await Promise.all([deliverNotices(), deliverNotices()]);
    expect(await kindsOf(s)).toEqual(["consult_reply", "order_shipped", "refund_paid"]);
    expect(await kindsOf(other)).toEqual([]);
    const rows = (await messagesOf(s)).rows;
    const shipped = rows.find((m) => m.kind === "order_shipped")!;
    expect(shipped).toMatchObject({ link: `/orders/${order.id}` });
    expect(rows.find((m) => m.kind === "refund_paid")!.params.amount).toBe(second.totalAmount);
  });

  it("a group filled tells each paid member once, with a link to the group", async () => {
    const sku = await createSku({ price: 1000, stock: 10 });
    const rule = await db.groupRule.create({
      data: {
        productId: sku.productId,
        price: 600,
        size: 2,
        hoursToFill: 24,
        perUserLimit: 5,
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 48 * 3600_000),
        skus: { create: [{ skuId: sku.skuId }] },
      },
    });
    const [leader, member, outsider] = [await shopper(), await shopper(), await shopper()];
    const opened = await call<{ id: number; groupId: number }>(groupOpenRoute, "/api/v1/group-open", {
      token: leader.token,
      body: { ruleId: rule.id, skuId: sku.skuId, addressId: leader.addressId },
    });
    expect(opened.status).toBe(200);
    await notify(await startPayment(leader, opened.body.id));
    const joined = await call<{ id: number }>(groupJoinRoute, "/api/v1/group-join", {
      token: member.token,
      body: { groupId: opened.body.groupId, skuId: sku.skuId, addressId: member.addressId },
    });
    expect(joined.status).toBe(200);
    await notify(await startPayment(member, joined.body.id));
    expect((await db.groupBuy.findUniqueOrThrow({ where: { id: opened.body.groupId } })).status).toBe("full");
    await Promise.all([deliverNotices(), deliverNotices()]);
    for (const s of [leader, member]) {
      const rows = (await messagesOf(s)).rows.filter((m) => m.kind.startsWith("group_"));
      expect(rows.map((m) => [m.kind, m.link])).toEqual([["group_full", `/group/${opened.body.groupId}`]]);
    }
    expect(await kindsOf(outsider)).toEqual([]);
  });

  it("marks one read (the caller's only) or all; the unread count follows", async () => {
    const { s, order } = await orderAt(500, { stock: 5 });
    const other = await shopper();
    await shipOrder(order.id, undefined, { courier: "顺丰速运", waybillNo: "SF1234567891" }, testActor);
    await answerConsult(s.user.id, "您好", testActor);
    await deliverNotices();
    const unread = async () => {
      const page = await messagesOf(s);
      const badges = await call<{ messagesUnread: number }>(badgesRoute, "/api/v1/badges", { token: s.token });
      expect(badges.body.messagesUnread).toBe(page.unread);
      return page.unread;
    };
    expect(await unread()).toBe(2);
    const [first] = (await messagesOf(s)).rows;
    const stolen = await call(messagesReadRoute, "/api/v1/messages-read", {
      token: other.token,
      body: { id: first.id },
    });
    expect(stolen.status).toBe(404);
    await call(messagesReadRoute, "/api/v1/messages-read", { token: s.token, body: { id: first.id } });
    expect(await unread()).toBe(1);
    const all = await call<{ read: number }>(messagesReadRoute, "/api/v1/messages-read", { token: s.token, body: {} });
    expect(all.body.read).toBe(1);
    expect(await unread()).toBe(0);
  });
});

describe("exactly once under racing sweeps", () => {
  it("many sweeps over the same outbox make one message per event and subscriber", async () => {
    const sku = await createSku({ stock: 0 });
    const subscribers: Shopper[] = [];
    for (let i = 0; i < 6; i++) subscribers.push(await shopper());
    for (const s of subscribers) await subscribe(s, { kind: "back_in_stock", skuId: sku.skuId });
    for (let round = 0; round < 3; round++) {
      await adjustStock(sku.skuId, { delta: 1, reason: "receipt", note: "" }, testActor);
      await Promise.all(Array.from({ length: 4 }, () => deliverNotices()));
      await adjustStock(sku.skuId, { delta: -1, reason: "correction", note: "" }, testActor);
    }
    await Promise.all(Array.from({ length: 4 }, () => deliverNotices()));
    for (const s of subscribers) expect(await kindsOf(s)).toEqual(["back_in_stock", "back_in_stock", "back_in_stock"]);
    expect(await db.noticeEvent.count({ where: { skuId: sku.skuId, doneAt: null } })).toBe(0);
  });
});
