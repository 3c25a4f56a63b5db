// Payments through the real route handlers with the offline sandbox: the amount is the order's,
// forged notifications change nothing and store nothing, wrong-amount ones (signed) are recorded, replays and concurrent
// duplicates move the order once, late money for a closed order is kept for refund, and a lost
// notification is caught up by the status query.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { POST as alipayApp } from "@/app/api/v1/alipay-app/route";
import { GET as callback } from "@/app/api/v1/mpay-callback-local/route";
import { GET as cashier } from "@/app/api/v1/sandbox-cashier/route";
import { POST as decide } from "@/app/api/v1/sandbox-decide/route";
import { POST as orderStates } from "@/app/api/v1/mpay-wx-js-order-states/route";
import { GET as payMethods } from "@/app/api/v1/pay-methods/route";
import { db } from "@/lib/db";
import { signedNotification } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type Created = {
  orderId: number;
  outTradeNo: string;
  amount: number;
  provider: string;
  paid: boolean;
  action: { kind: string; url: string };
};
type ErrorBody = { code: string; message: string };

beforeAll(useTestFreightRule);

async function unpaidOrder(stock = 10) {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id);
  const sku = await createSku({ price: 3990, stock, weight: 500 });
  const order = (
    await call<{ id: number; totalAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
    })
  ).body;
  return { user, token, sku, order };
}

async function startPayment(token: string, orderId: number) {
  const res = await call<Created>(mpayH5, "/api/v1/mpay-h5", { token, body: { orderId, amount: 1 } });
  expect(res.status).toBe(200);
  return res.body;
}

const notify = (params: Record<string, string>) =>
  call<{ outcome: string; orderStatus: number } & ErrorBody>(
    callback,
    `/api/v1/mpay-callback-local?${new URLSearchParams(params)}`,
  );
const orderOf = (id: number) => db.order.findUniqueOrThrow({ where: { id }, select: { status: true, paidAt: true } });
const events = (outTradeNo: string) =>
  db.paymentEvent.findMany({
    where: { payment: { outTradeNo }, kind: "notify" },
    select: { outcome: true, verified: true },
  });

describe("creating a payment", () => {
  it("charges the order's amount, whatever the client sends, and returns the sandbox cashier", async () => {
    const { token, order } = await unpaidOrder();
    const created = await startPayment(token, order.id);
    expect(created).toMatchObject({ orderId: order.id, amount: order.totalAmount, provider: "sandbox", paid: false });
    expect(created.outTradeNo).toMatch(/^\d{32}$/);
    expect(created.action.kind).toBe("redirect");
    const link = new URL(created.action.url, "http://x");
    expect(link.pathname).toBe("/pay/sandbox");
    const view = await call<{ amount: number; orderId: number }>(
      cashier,
      `/api/v1/sandbox-cashier?${link.searchParams}`,
    );
    expect(view.body).toMatchObject({ amount: order.totalAmount, orderId: order.id });
    expect((await call(cashier, `/api/v1/sandbox-cashier?no=${created.outTradeNo}&sig=${"0".repeat(32)}`)).status).toBe(
      404,
    );
    // Unconfigured real providers are stood in for by the sandbox.
    expect(
      (await call<Created>(alipayApp, "/api/v1/alipay-app", { token, body: { orderId: order.id } })).body.provider,
    ).toBe("sandbox");
  });

  it("is 404 for another user's order and 409 for an order that cannot be paid", async () => {
    const { token, order } = await unpaidOrder();
    const stranger = await createUser();
    expect((await call(mpayH5, "/api/v1/mpay-h5", { token: stranger.token, body: { orderId: order.id } })).status).toBe(
      404,
    );
    await call(cancelOrder, "/api/v1/cancel-order", { token, body: { id: order.id } });
    expect((await call<ErrorBody>(mpayH5, "/api/v1/mpay-h5", { token, body: { orderId: order.id } })).status).toBe(409);
  });

  it("offers channels by environment", async () => {
    const methods = async (ua: string) =>
      (
        await call<{ methods: { channel: string; provider: string }[] }>(payMethods, "/api/v1/pay-methods", {
          headers: { "user-agent": ua },
        })
      ).body.methods.map((m) => m.channel);
    // A plain browser: the bank's H5 pay, and the wallet's and the messaging app's H5 pay, which the
    // sandbox serves here (tests) as in the demo (payment-channels.test.ts: configured, and neither).
    expect(await methods("Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36")).toEqual([
      "bank-h5",
      "alipay-wap",
      "wechat-h5",
    ]);
    expect(await methods("Mozilla/5.0 (iPhone) MicroMessenger/8.0.42 NetType/WIFI")).toEqual(["wechat-jsapi"]);
    expect(await methods("Mozilla/5.0 (iPhone) MicroMessenger/8.0.42 miniProgram")).toEqual(["wechat-mini"]);
    expect(await methods("Mozilla/5.0 (iPhone) AlipayClient/10.5")).toEqual(["alipay-app"]);
  });
});

describe("notifications", () => {
  it("a forged or wrong-amount notification is rejected and changes nothing; only the signed one is recorded", async () => {
    const { token, order } = await unpaidOrder();
    const p = await startPayment(token, order.id);
    const valid = signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo: "SBX1" });
    const forged = await notify({ ...valid, sign: "f".repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe("BAD_REQUEST");
    const tampered = await notify({ ...valid, total_amount: "1" });
    expect(tampered.status).toBe(400);
    const unsigned = await notify({
      out_trade_no: p.outTradeNo,
      total_amount: String(p.amount),
      trade_status: "SUCCESS",
    });
    expect(unsigned.status).toBe(400);
    // Signed by the sandbox, but for another amount than the payment's.
    const wrongAmount = await notify(
      signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount - 100, decision: "pay", tradeNo: "SBX2" }),
    );
    expect(wrongAmount.status).toBe(400);
    expect((await orderOf(order.id)).status).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: p.outTradeNo } })).status).toBe("pending");
    expect((await events(p.outTradeNo)).map((e) => [e.outcome, e.verified])).toEqual([["rejected_amount", true]]);
  });

  it("the same valid notification 20 times at once: one transition, one paid record, every event kept", async () => {
    const { token, order } = await unpaidOrder();
    const p = await startPayment(token, order.id);
    const valid = signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo: "SBX3" });
    const results = await Promise.all(Array.from({ length: 20 }, () => notify(valid)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.outcome === "paid")).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === "duplicate")).toHaveLength(19);
    expect((await orderOf(order.id)).status).toBe(500);
    expect(await db.payment.count({ where: { orderId: order.id, status: "paid" } })).toBe(1);
    expect(await events(p.outTradeNo)).toHaveLength(20);
    // A replay later changes nothing either.
    expect((await notify(valid)).body.outcome).toBe("duplicate");
  });

  it("a paid order counts its units as sold, once; an unpaid or closed one does not", async () => {
    const { token, sku, order } = await unpaidOrder();
    const salesOf = async () =>
      (await db.product.findUniqueOrThrow({ where: { id: sku.productId }, select: { sales: true } })).sales;
    expect(await salesOf()).toBe(0);
    const p = await startPayment(token, order.id);
    const valid = signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo: "SBX7" });
    await Promise.all(Array.from({ length: 5 }, () => notify(valid)));
    expect(await salesOf()).toBe(1);

    const closed = await unpaidOrder();
    await call(cancelOrder, "/api/v1/cancel-order", { token: closed.token, body: { id: closed.order.id } });
    expect(
      (await db.product.findUniqueOrThrow({ where: { id: closed.sku.productId }, select: { sales: true } })).sales,
    ).toBe(0);
  });

  it("money for an order that closed meanwhile is kept for refund; the order stays closed", async () => {
    const { token, sku, order } = await unpaidOrder(5);
    const p = await startPayment(token, order.id);
    await call(cancelOrder, "/api/v1/cancel-order", { token, body: { id: order.id } });
    expect(await stockOf(sku.skuId)).toBe(5);
    const res = await notify(
      signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo: "SBX4" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("refund_pending");
    expect((await orderOf(order.id)).status).toBe(10);
    expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: p.outTradeNo } })).status).toBe("refund_pending");
    expect(await stockOf(sku.skuId)).toBe(5);
  });

  it("a second payment for an already paid order is kept for refund too", async () => {
    const { token, order } = await unpaidOrder();
    const first = await startPayment(token, order.id);
    const second = await startPayment(token, order.id);
    await notify(
      signedNotification({ outTradeNo: first.outTradeNo, amount: first.amount, decision: "pay", tradeNo: "SBX5" }),
    );
    const late = await notify(
      signedNotification({ outTradeNo: second.outTradeNo, amount: second.amount, decision: "pay", tradeNo: "SBX6" }),
    );
    expect(late.body.outcome).toBe("refund_pending");
    expect((await orderOf(order.id)).status).toBe(500);
  });

  it("a cancelled sandbox payment leaves the order unpaid", async () => {
    const { token, order } = await unpaidOrder();
    const p = await startPayment(token, order.id);
    const res = await notify(
      signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "cancel", tradeNo: "SBX7" }),
    );
    expect(res.body.outcome).toBe("failed");
    expect((await orderOf(order.id)).status).toBe(0);
  });
});

describe("the sandbox cashier and the status query", () => {
  it("a decision whose notification was lost is caught up by the status query", async () => {
    const { token, order } = await unpaidOrder();
    const p = await startPayment(token, order.id);
    const link = new URL(p.action.url, "http://x");
    // In-process there is no server to deliver to: the notification is lost on purpose.
    const decided = await call<{ delivered: boolean; decision: string }>(decide, "/api/v1/sandbox-decide", {
      body: { no: link.searchParams.get("no"), sig: link.searchParams.get("sig"), decision: "pay" },
    });
    expect(decided.body).toMatchObject({ delivered: false, decision: "pay" });
    expect((await orderOf(order.id)).status).toBe(0);
    const state = await call<{ status: number; paid: boolean; payments: { status: string }[] }>(
      orderStates,
      "/api/v1/mpay-wx-js-order-states",
      { token, body: { orderId: order.id } },
    );
    expect(state.body).toMatchObject({ status: 500, paid: true });
    expect(state.body.payments[0].status).toBe("paid");
    // Deciding again returns the first decision.
    const again = await call<{ decision: string }>(decide, "/api/v1/sandbox-decide", {
      body: { no: link.searchParams.get("no"), sig: link.searchParams.get("sig"), decision: "cancel" },
    });
    expect(again.body.decision).toBe("pay");
    const stranger = await createUser();
    expect(
      (
        await call(orderStates, "/api/v1/mpay-wx-js-order-states", {
          token: stranger.token,
          body: { orderId: order.id },
        })
      ).status,
    ).toBe(404);
  });
});
