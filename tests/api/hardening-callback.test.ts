// Issue 15 item 6: unsigned callbacks store nothing (verified before any write), and what signed
// ones keep is bounded in count per payment and in size.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { GET as callback } from "@/app/api/v1/mpay-callback-local/route";
import { db } from "@/lib/db";
import { MAX_EVENTS_PER_PAYMENT, signedNotification } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

async function pendingPayment() {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id);
  const sku = await createSku({ price: 3990, stock: 10, weight: 500 });
  const order = (
    await call<{ id: number }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
    })
  ).body;
  return (
    await call<{ outTradeNo: string; amount: number }>(mpayH5, "/api/v1/mpay-h5", {
      token,
      body: { orderId: order.id },
    })
  ).body;
}

describe("unsigned callbacks", () => {
  it("800 calls with bad signatures store nothing", async () => {
    const p = await pendingPayment();
    const before = await db.paymentEvent.count();
    const padding = "x".repeat(10_000);
    for (let i = 0; i < 800; i += 50) {
      const batch = Array.from({ length: 50 }, (_, j) => {
        const q = new URLSearchParams({
          out_trade_no: p.outTradeNo,
          total_amount: String(p.amount),
          trade_status: "SUCCESS",
          sign: `bad${i + j}`,
          junk: padding,
        });
        return call(callback, `/api/v1/mpay-callback-local?${q}`);
      });
      for (const res of await Promise.all(batch)) expect(res.status).toBe(400);
    }
    expect(await db.paymentEvent.count()).toBe(before);
    expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: p.outTradeNo } })).status).toBe("pending");
  });

  it("keeps at most a bounded number of signed copies per payment", async () => {
    const p = await pendingPayment();
    const valid = signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo: "SBXB" });
    const url = `/api/v1/mpay-callback-local?${new URLSearchParams(valid)}`;
    for (let i = 0; i < MAX_EVENTS_PER_PAYMENT + 10; i += 1) expect((await call(callback, url)).status).toBe(200);
    const kept = await db.paymentEvent.count({ where: { payment: { outTradeNo: p.outTradeNo } } });
    expect(kept).toBe(MAX_EVENTS_PER_PAYMENT);
    const longest = await db.paymentEvent.findMany({
      where: { payment: { outTradeNo: p.outTradeNo } },
      select: { payload: true },
    });
    expect(Math.max(...longest.map((e) => e.payload.length))).toBeLessThanOrEqual(4096);
  });
});
