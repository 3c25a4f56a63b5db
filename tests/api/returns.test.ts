// A return comes back before it is resold (issue 34 §2, docs/decisions/036-books.md): the shop's return
// address on the approved request, the shopper's waybill, the operator's receipt with each unit's
// condition (resellable back to stock, damaged written off, both through the stock ledger), the refund
// paid on receipt or at once "without return", and unsent returns closing by themselves.
import { describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { GET as detail } from "@/app/api/v1/after-sales-detail/route";
import { POST as shipBack } from "@/app/api/v1/after-sales-ship-back/route";
import { POST as approve } from "@/app/api/admin/v1/after-sales/[id]/approve/route";
import { POST as receive } from "@/app/api/admin/v1/after-sales/[id]/receive/route";
import { GET as adminDetail } from "@/app/api/admin/v1/after-sales/[id]/route";
import { GET as getPolicy, POST as setPolicy } from "@/app/api/admin/v1/settings/returns/route";
import { db } from "@/lib/db";
import { closeUnsentReturns, RETURN_POLICY } from "@/lib/services/after-sales";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { stockOf } from "@/tests/helpers/orders-fixtures";
import { paidCartOrder, givenReturnPolicy } from "@/tests/helpers/after-sales-fixtures";

type View = {
  id: number;
  status: string;
  refundAmount: number;
  returnShipping: {
    address: string;
    sendBy: string | null;
    courier: string;
    waybill: string;
    receivedAt: string | null;
  };
  items: { orderItemId: number; quantity: number; resellable: number; damaged: number }[];
};
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const p = (id: number) => ({ id: String(id) });
const DAY = 86_400_000;

/** A received order of two units of one SKU (stock 10 before), and a quality return of one of them. */
async function returnOfOne() {
  const placed = await paidCartOrder([{ price: 2000, quantity: 2, stock: 10 }], { status: 520 });
  const res = await call<View>(apply, "/api/v1/after-sales-apply", {
    token: placed.s.token,
    body: {
      orderId: placed.order.id,
      type: "return",
      reason: "quality",
      items: [{ orderItemId: placed.items[0].id, quantity: 1 }],
    },
  });
  expect(res.status).toBe(200);
  return { ...placed, skuId: placed.skus[0].skuId, afterSale: res.body };
}

/** The SKU's ledger after its opening stock and the sale (rows every order writes, decision 039). */
const ledgerOf = (skuId: number) =>
  db.stockEntry.findMany({
    where: { skuId, reason: { notIn: ["opening", "sale"] } },
    orderBy: { id: "asc" },
    select: { delta: true, reason: true, stockAfter: true, orderId: true, afterSaleId: true, note: true },
  });

describe("a return's way back", () => {
  it("approve shows the address; the shopper's waybill; a damaged unit is written off through the ledger and refunded", async () => {
    const { cookie } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { s, order, items, skuId, afterSale, payment } = await returnOfOne();
    expect(await stockOf(skuId)).toBe(8);
    const approved = await adminCall<{ status: string }>(approve, "/x", {
      cookie,
      params: p(afterSale.id),
      body: { reason: "请寄回" },
    });
    expect(approved.body).toEqual({ id: afterSale.id, status: "awaiting_return" });
    const seen = await call<View>(detail, `/api/v1/after-sales-detail?id=${afterSale.id}`, { token: s.token });
    expect(seen.body.status).toBe("awaiting_return");
    expect(seen.body.returnShipping.address).toContain("退货仓");
    expect(Date.parse(seen.body.returnShipping.sendBy!)).toBeGreaterThan(Date.now() + 6 * DAY);
    // Nothing is refunded and nothing is back before the goods are.
    expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).refundedAmount).toBe(0);

    // The shopper enters the parcel's waybill (a malformed one is a field error).
    const bad = await call<ErrorBody>(shipBack, "/api/v1/after-sales-ship-back", {
      token: s.token,
      body: { id: afterSale.id, courier: "SF", waybill: "SF 123" },
    });
    expect(bad.status).toBe(422);
    const sent = await call<View>(shipBack, "/api/v1/after-sales-ship-back", {
      token: s.token,
      body: { id: afterSale.id, courier: "SF", waybill: "SF1400000001" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("returning");
    expect(sent.body.returnShipping.waybill).toBe("SF1400000001");
    const twice = await call(shipBack, "/api/v1/after-sales-ship-back", {
      token: s.token,
      body: { id: afterSale.id, courier: "SF", waybill: "SF1400000002" },
    });
    expect(twice.status).toBe(409);

    // Bad receipts: more units than returned, fewer, a negative count, a write-off without a reason.
    const receiveWith = (body: unknown) =>
      adminCall<ErrorBody & { status: string }>(receive, "/x", { cookie, params: p(afterSale.id), body });
    const tooMany = await receiveWith({
      items: [{ orderItemId: items[0].id, resellable: 1, damaged: 1 }],
      writeOffNote: "破损",
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.fields?.["items.0.resellable"]).toBeTruthy();
    expect((await receiveWith({ items: [{ orderItemId: items[0].id, resellable: 0, damaged: 0 }] })).status).toBe(422);
    expect((await receiveWith({ items: [{ orderItemId: items[0].id, resellable: -1, damaged: 2 }] })).status).toBe(422);
    const noReason = await receiveWith({ items: [{ orderItemId: items[0].id, resellable: 0, damaged: 1 }] });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields?.writeOffNote).toBeTruthy();
    expect(await ledgerOf(skuId)).toEqual([]);

    const received = await receiveWith({
      items: [{ orderItemId: items[0].id, resellable: 0, damaged: 1 }],
      writeOffNote: "屏幕碎裂",
    });
    expect(received.body).toEqual({ id: afterSale.id, status: "refunded" });
    // Stock unchanged: the unit came back and was written off, both in the ledger with the order.
    expect(await stockOf(skuId)).toBe(8);
    expect(await ledgerOf(skuId)).toEqual([
      // The request by reference; the only words are the operator's (a screen shows them as they are).
      { delta: 1, reason: "return", stockAfter: 9, orderId: order.id, afterSaleId: afterSale.id, note: "" },
      { delta: -1, reason: "damage", stockAfter: 8, orderId: order.id, afterSaleId: afterSale.id, note: "屏幕碎裂" },
    ]);
    const pay = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(pay.refundedAmount).toBe(afterSale.refundAmount);
    // Before them, the opening stock and the sale, with its order: the ledger sums to the stock.
    const all = await db.stockEntry.findMany({ where: { skuId }, orderBy: { id: "asc" } });
    expect(all.slice(0, 2).map((e) => [e.delta, e.reason, e.stockAfter, e.orderId])).toEqual([
      [10, "opening", 10, null],
      [-2, "sale", 8, order.id],
    ]);
    expect(all.reduce((n, e) => n + e.delta, 0)).toBe(8);
    const console = await adminCall<{
      returnShipping: { waybill: string; writeOffNote: string };
      items: { damaged: number }[];
    }>(adminDetail, "/x", { cookie, params: p(afterSale.id) });
    expect(console.body.returnShipping).toMatchObject({ waybill: "SF1400000001", writeOffNote: "屏幕碎裂" });
    expect(console.body.items.map((i) => i.damaged)).toContain(1);
    expect((await receiveWith({ items: [{ orderItemId: items[0].id, resellable: 1, damaged: 0 }] })).status).toBe(409);
  });

  it("resellable units go back to stock through the ledger on receipt, not on approval", async () => {
    const { cookie } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { items, skuId, afterSale } = await returnOfOne();
    await adminCall(approve, "/x", { cookie, params: p(afterSale.id), body: { reason: "ok" } });
    expect(await stockOf(skuId)).toBe(8);
    // A parcel that arrives without the shopper's waybill may still be received.
    const received = await adminCall<{ status: string }>(receive, "/x", {
      cookie,
      params: p(afterSale.id),
      body: { items: [{ orderItemId: items[0].id, resellable: 1, damaged: 0 }] },
    });
    expect(received.body.status).toBe("refunded");
    expect(await stockOf(skuId)).toBe(9);
    expect((await ledgerOf(skuId)).map((e) => [e.delta, e.reason, e.stockAfter])).toEqual([[1, "return", 9]]);
  });

  it("refund without return: paid at once, no stock moves, the goods stay with the shopper", async () => {
    const { cookie } = await signedIn(["service"]);
    const { skuId, afterSale, payment } = await returnOfOne();
    const res = await adminCall<{ status: string }>(approve, "/x", {
      cookie,
      params: p(afterSale.id),
      body: { reason: "小额商品，无需寄回", withoutReturn: true },
    });
    expect(res.body.status).toBe("refunded");
    expect(await stockOf(skuId)).toBe(8);
    expect(await ledgerOf(skuId)).toEqual([]);
    expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).refundedAmount).toBe(
      afterSale.refundAmount,
    );
    expect(await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } })).toMatchObject({
      withoutReturn: true,
    });
  });

  it("an approval needs the shop's return address (409); the policy is versioned", async () => {
    await db.shopSetting.deleteMany({ where: { key: RETURN_POLICY } });
    const service = await signedIn(["service"]);
    const owner = await signedIn(["owner"]);
    const { afterSale } = await returnOfOne();
    const refused = await adminCall<ErrorBody>(approve, "/x", {
      cookie: service.cookie,
      params: p(afterSale.id),
      body: { reason: "ok" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/退货地址|退貨地址|return address|返品先/);
    expect((await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } })).status).toBe("pending");
    const read = await adminCall<{ version: number; sendWithinDays: number }>(getPolicy, "/x", {
      cookie: owner.cookie,
    });
    expect(read.body).toMatchObject({ version: 0, sendWithinDays: 7 });
    expect(
      (
        await adminCall(setPolicy, "/x", {
          cookie: service.cookie,
          body: { address: "x", sendWithinDays: 3, version: 0 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await adminCall(setPolicy, "/x", {
          cookie: owner.cookie,
          body: { address: "x", sendWithinDays: 0, version: 0 },
        })
      ).status,
    ).toBe(422);
    const saved = await adminCall<{ version: number }>(setPolicy, "/x", {
      cookie: owner.cookie,
      body: { address: "杭州市西湖区退货处", sendWithinDays: 3, version: 0 },
    });
    expect(saved.body).toEqual({ address: "杭州市西湖区退货处", sendWithinDays: 3, version: 1 });
    const stale = await adminCall(setPolicy, "/x", {
      cookie: owner.cookie,
      body: { address: "y", sendWithinDays: 3, version: 0 },
    });
    expect(stale.status).toBe(409);
    const ok = await adminCall<{ status: string }>(approve, "/x", {
      cookie: service.cookie,
      params: p(afterSale.id),
      body: { reason: "ok" },
    });
    expect(ok.body.status).toBe("awaiting_return");
    const stored = await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } });
    expect(stored.returnAddress).toBe("杭州市西湖区退货处");
    expect(stored.returnBy!.getTime() - stored.decidedAt!.getTime()).toBe(3 * DAY);
  });

  it("a return not sent within the shop's days closes by itself; its units may be asked for again", async () => {
    const { cookie } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { s, order, items, afterSale } = await returnOfOne();
    await adminCall(approve, "/x", { cookie, params: p(afterSale.id), body: { reason: "ok" } });
    const { returnBy } = await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } });
    const statusNow = async () => (await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } })).status;
    // Other tests' returns may be due too: this one's state is what counts.
    await closeUnsentReturns({ now: new Date(returnBy!.getTime() - 1000) });
    expect(await statusNow()).toBe("awaiting_return");
    expect(await closeUnsentReturns({ now: new Date(returnBy!.getTime() + 1000) })).toBeGreaterThanOrEqual(1);
    const closed = await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } });
    expect(closed.status).toBe("closed");
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: items[0].id } })).afterSaleQuantity).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).afterSaleOpen).toBe(false);
    // Closed is final: the shopper can no longer send it, but may ask again.
    const late = await call(shipBack, "/api/v1/after-sales-ship-back", {
      token: s.token,
      body: { id: afterSale.id, courier: "SF", waybill: "SF1400000003" },
    });
    expect(late.status).toBe(409);
    const again = await call(apply, "/api/v1/after-sales-apply", {
      token: s.token,
      body: {
        orderId: order.id,
        type: "return",
        reason: "quality",
        items: [{ orderItemId: items[0].id, quantity: 1 }],
      },
    });
    expect(again.status).toBe(200);
  });

  it("two operators receiving at once: one receipt, one refund, one set of ledger rows", async () => {
    const { cookie } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { items, skuId, afterSale } = await returnOfOne();
    await adminCall(approve, "/x", { cookie, params: p(afterSale.id), body: { reason: "ok" } });
    const body = { items: [{ orderItemId: items[0].id, resellable: 1, damaged: 0 }] };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adminCall(receive, "/x", { cookie, params: p(afterSale.id), body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(skuId)).toBe(9);
    expect(await ledgerOf(skuId)).toHaveLength(1);
  });
});

describe("the return parcel's couriers (docs/decisions/038-couriers-freight-regions.md)", () => {
  type Offered = View & { returnCouriers: { code: string; name: string }[] };

  /** The shop sells to `regions` (the setting the console's markets screen writes), for the test's span. */
  async function sellingTo(regions: string[], run: () => Promise<void>) {
    const value = JSON.stringify({ regions, languages: ["zh-Hans", "zh-Hant", "en", "ja"] });
    await db.shopSetting.upsert({
      where: { key: "shop.markets" },
      create: { key: "shop.markets", value },
      update: { value },
    });
    try {
      await run();
    } finally {
      await db.shopSetting.deleteMany({ where: { key: "shop.markets" } });
    }
  }

  it("come from the console's couriers for the shop's regions, named in four locales, and the parcel keeps one of them", async () => {
    const { cookie } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { s, afterSale } = await returnOfOne();
    const approved = await adminCall(approve, "/x", { cookie, params: p(afterSale.id), body: { reason: "请寄回" } });
    expect(approved.status).toBe(200);
    const read = (locale: string) =>
      call<Offered>(detail, `/api/v1/after-sales-detail?id=${afterSale.id}`, { token: s.token, locale });

    // A shop that never chose its regions sells on the mainland: SF (everywhere) and the mainland's eight.
    const mainland = (await read("zh-Hans")).body.returnCouriers;
    expect(mainland.map((c) => c.code)).toEqual(["SF", "JD", "ZTO", "YTO", "YD", "STO", "JT", "EMS"]);
    expect(mainland[0].name).toBe("顺丰速运");

    await sellingTo(["MO"], async () => {
      const names: Record<string, string[]> = {
        "zh-Hans": ["顺丰速运", "澳门邮电"],
        "zh-Hant": ["順豐速運", "澳門郵電"],
        en: ["SF Express", "CTT Macau"],
        ja: ["SF Express（順豊）", "マカオ郵便（CTT）"],
      };
      for (const [locale, expected] of Object.entries(names)) {
        const offered = (await read(locale)).body.returnCouriers;
        expect(offered.map((c) => c.code)).toEqual(["SF", "CTT"]);
        expect(offered.map((c) => c.name)).toEqual(expected);
      }
      // A retired courier is not offered.
      await db.courier.update({ where: { code: "CTT" }, data: { active: false } });
      try {
        expect((await read("en")).body.returnCouriers.map((c) => c.code)).toEqual(["SF"]);
        const retired = await call<ErrorBody>(shipBack, "/api/v1/after-sales-ship-back", {
          token: s.token,
          body: { id: afterSale.id, courier: "CTT", waybill: "CT123456789MO" },
        });
        expect(retired.status).toBe(422);
      } finally {
        await db.courier.update({ where: { code: "CTT" }, data: { active: true } });
      }

      // A mainland courier is not one a Macau shop offers: a field error, nothing changes.
      const elsewhere = await call<ErrorBody>(shipBack, "/api/v1/after-sales-ship-back", {
        token: s.token,
        body: { id: afterSale.id, courier: "JD", waybill: "JD0012345678" },
      });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.fields?.courier).toBeTruthy();
      expect((await read("en")).body.status).toBe("awaiting_return");

      const sent = await call<Offered>(shipBack, "/api/v1/after-sales-ship-back", {
        token: s.token,
        locale: "en",
        body: { id: afterSale.id, courier: "ctt", waybill: "CT123456789MO" },
      });
      expect(sent.status).toBe(200);
      expect(sent.body.status).toBe("returning");
      expect(sent.body.returnShipping.courier).toBe("CTT Macau");
      // Sent: nothing more to choose.
      expect(sent.body.returnCouriers).toEqual([]);
      expect((await read("zh-Hant")).body.returnShipping.courier).toBe("澳門郵電");
      // Kept as an order keeps its courier: the zh-Hans name.
      expect((await db.afterSale.findUniqueOrThrow({ where: { id: afterSale.id } })).returnCourier).toBe("澳门邮电");
    });
  });
});
