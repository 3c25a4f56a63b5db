// WeChat Pay API v3 against the provider double (scripts/provider-double), through the real route
// handlers, for one way of verifying the provider (public key, or platform certificate): every order
// kind (JSAPI, mini-program, H5, Native), query, close, a part refund and its notification, refund
// query, both bills; and every refusal — bad signature, tampered body, unknown serial, a timestamp
// more than 300 s away, an undecryptable resource, a wrong amount or currency, a foreign merchant or
// app — each answered {code:"FAIL"} with nothing stored. Run by payment-wechat-v3-*.test.ts, which
// start the double and point the app at it before this file's imports load the app.
import crypto from "node:crypto";
import fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as wechatPaySign } from "@/app/api/v1/wechat-pay-sign/route";
import { POST as wxMiniPay } from "@/app/api/v1/wx-mini-pay/route";
import { POST as h5WechatPaySign } from "@/app/api/v1/h5-wechat-pay-sign/route";
import { POST as wechatNativePay } from "@/app/api/v1/wechat-native-pay/route";
import { POST as orderStates } from "@/app/api/v1/mpay-wx-js-order-states/route";
import { POST as applyAfterSale } from "@/app/api/v1/after-sales-apply/route";
import { GET as paymentBills } from "@/app/api/admin/v1/payment-bills/route";
import { POST as downloadStatement } from "@/app/api/admin/v1/reconciliations/download/route";
import { GET as payMethods } from "@/app/api/v1/pay-methods/route";
import { db } from "@/lib/db";
import { providerByName } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { eventually, type ProviderDouble } from "@/tests/helpers/provider-double";

type Created = {
  outTradeNo: string;
  amount: number;
  provider: string;
  action: { kind: string; url?: string; codeUrl?: string; params?: Record<string, string> };
};
type Delivery = { status?: number; body?: string; error?: string };

const shopDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export function wechatV3Suite(double: ProviderDouble, mode: string) {
  beforeAll(useTestFreightRule);
  const wechat = () => providerByName("wechat")!;

  async function unpaid(channel: "jsapi" | "mini" | "h5" | "native" = "jsapi", price = 2590) {
    const s = await shopper();
    await db.user.update({
      where: { id: s.user.id },
      data: { openId: `o-web-${s.user.id}`, miniOpenId: `o-mini-${s.user.id}` },
    });
    const sku = await createSku({ price, stock: 10 });
    const order = await placeOrder(s, sku.skuId, 2);
    const route = { jsapi: wechatPaySign, mini: wxMiniPay, h5: h5WechatPaySign, native: wechatNativePay }[channel];
    const path = {
      jsapi: "wechat-pay-sign",
      mini: "wx-mini-pay",
      h5: "h5-wechat-pay-sign",
      native: "wechat-native-pay",
    }[channel];
    const res = await call<Created>(route, `/api/v1/${path}`, { token: s.token, body: { orderId: order.id } });
    expect(res.status).toBe(200);
    return { s, order, created: res.body };
  }

  const orderStatus = async (id: number) =>
    (await db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
  const paidOrder = (id: number) => eventually(async () => ((await orderStatus(id)) === 500 ? true : undefined));
  const events = (outTradeNo: string) =>
    db.paymentEvent.count({ where: { OR: [{ payment: { outTradeNo } }, { paymentId: null }] } });

  describe(`WeChat Pay API v3 (${mode}) against the provider double`, () => {
    it("JSAPI: signed prepay parameters the messaging app accepts; its notification pays the order once", async () => {
      const { order, created } = await unpaid("jsapi");
      expect(created).toMatchObject({ provider: "wechat", action: { kind: "jsapi" } });
      const params = created.action.params!;
      expect(params).toMatchObject({ appId: double.env.WECHAT_PAY_APP_ID, signType: "RSA" });
      expect(params.package).toMatch(/^prepay_id=wx/);
      // A forged paySign is refused by the messaging app (the double checks it with the merchant's certificate).
      const forged = await double.post<{ err_msg: string }>("/sim/wechat/jsapi-pay", {
        ...params,
        paySign: params.paySign.slice(4),
      });
      expect(forged.body.err_msg).toBe("get_brand_wcpay_request:fail");
      const paid = await double.post<{ err_msg: string }>("/sim/wechat/jsapi-pay", params);
      expect(paid.body.err_msg).toBe("get_brand_wcpay_request:ok");
      await paidOrder(order.id);
      const payment = await db.payment.findUniqueOrThrow({ where: { outTradeNo: created.outTradeNo } });
      expect(payment).toMatchObject({ status: "paid", provider: "wechat", method: "wechat-jsapi" });
      expect(payment.providerTradeNo).toMatch(/^4200\d{24}$/);
      // The transaction the double recorded: our amount, in the shop's currency, for the shopper's open id.
      const state = await double.post<{
        transactions: {
          out_trade_no: string;
          amount: { total: number; currency: string };
          payer?: { openid: string };
        }[];
      }>("/control/wechat/state");
      const t = state.body.transactions.find((x) => x.out_trade_no === created.outTradeNo)!;
      expect(t.amount).toMatchObject({ total: order.totalAmount, currency: "CNY" });
      expect(t.payer?.openid).toMatch(/^o-web-/);
    });

    it("mini-program: parameters for the mini-program's app id", async () => {
      const { order, created } = await unpaid("mini");
      expect(created.action.kind).toBe("mini");
      expect(created.action.params!.appId).toBe(double.env.WECHAT_PAY_MINI_APP_ID);
      expect(
        (await double.post<{ err_msg: string }>("/sim/wechat/jsapi-pay", created.action.params)).body.err_msg,
      ).toBe("get_brand_wcpay_request:ok");
      await paidOrder(order.id);
    });

    it("H5: a redirect to the provider's cashier that returns to the result page", async () => {
      const { order, created } = await unpaid("h5");
      const url = new URL(created.action.url!);
      expect(url.origin).toBe(double.url);
      expect(url.searchParams.get("redirect_url")).toMatch(new RegExp(`/orders/${order.id}/pay/result$`));
      const page = await fetch(url);
      expect(await page.text()).toContain(`¥${(order.totalAmount / 100).toFixed(2)}`);
      const pay = await fetch(`${double.url}/sim/wechat/h5`, {
        method: "POST",
        body: new URLSearchParams({
          prepay_id: url.searchParams.get("prepay_id")!,
          redirect_url: url.searchParams.get("redirect_url")!,
        }),
        redirect: "manual",
      });
      expect(pay.status).toBe(302);
      await paidOrder(order.id);
    });

    it("Native: a code the messaging app scans; offered on a desktop browser instead of H5", async () => {
      const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
      const methods = await call<{ methods: { channel: string; provider: string }[] }>(
        payMethods,
        "/api/v1/pay-methods",
        {
          headers: { "user-agent": desktop },
        },
      );
      expect(methods.body.methods.map((m) => m.channel)).toContain("wechat-native");
      expect(methods.body.methods.map((m) => m.channel)).not.toContain("wechat-h5");
      const { order, created } = await unpaid("native");
      expect(created.action).toMatchObject({ kind: "qr" });
      expect(created.action.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const scan = await fetch(`${double.url}/sim/wechat/scan`, {
        method: "POST",
        body: new URLSearchParams({ code_url: created.action.codeUrl! }),
      });
      expect(scan.status).toBe(200);
      await paidOrder(order.id);
    });

    it("a lost notification is caught up by the status query (signed answer), and arrives later as a duplicate", async () => {
      const { s, order, created } = await unpaid("jsapi");
      await double.post("/control/wechat/pay", { out_trade_no: created.outTradeNo, notify: false });
      expect(await orderStatus(order.id)).toBe(0);
      const state = await call<{ status: number; paid: boolean }>(orderStates, "/api/v1/mpay-wx-js-order-states", {
        token: s.token,
        body: { orderId: order.id },
      });
      expect(state.body).toMatchObject({ status: 500, paid: true });
      const late = await double.post<{ deliveries: Delivery[][] }>("/control/wechat/notify", {
        out_trade_no: created.outTradeNo,
        variant: "late",
        delayMs: 300,
      });
      expect(late.body.deliveries[0][0].status).toBe(204);
      const outcomes = await db.paymentEvent.findMany({
        where: { payment: { outTradeNo: created.outTradeNo } },
        orderBy: { id: "asc" },
        select: { outcome: true },
      });
      expect(outcomes.map((e) => e.outcome)).toEqual(["created", "paid", "duplicate"]);
    });

    it("repeated notifications at once: one transition, every copy acknowledged", async () => {
      const { order, created } = await unpaid("jsapi");
      await double.post("/control/wechat/pay", { out_trade_no: created.outTradeNo, notify: false });
      const repeated = await double.post<{ deliveries: Delivery[][] }>("/control/wechat/notify", {
        out_trade_no: created.outTradeNo,
        variant: "repeat",
        times: 5,
      });
      expect(repeated.body.deliveries.map((d) => d[0].status)).toEqual([204, 204, 204, 204, 204]);
      expect(await orderStatus(order.id)).toBe(500);
      const outcomes = await db.paymentEvent.findMany({
        where: { payment: { outTradeNo: created.outTradeNo } },
        orderBy: { id: "asc" },
        select: { outcome: true },
      });
      expect(outcomes.filter((e) => e.outcome === "paid")).toHaveLength(1);
      expect(outcomes.filter((e) => e.outcome === "duplicate")).toHaveLength(4);
    });

    it.each([
      ["bad-signature"],
      ["tampered"],
      ["unknown-serial"],
      ["skewed"],
      ["undecryptable"],
      ["wrong-currency"],
      ["foreign-mchid"],
      ["foreign-appid"],
    ])("refuses a %s notification with {code:FAIL}: nothing stored, nothing moves", async (variant) => {
      const { order, created } = await unpaid("jsapi");
      await double.post("/control/wechat/pay", { out_trade_no: created.outTradeNo, notify: false });
      const before = await events(created.outTradeNo);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const sent = await double.post<{ deliveries: Delivery[][] }>("/control/wechat/notify", {
        out_trade_no: created.outTradeNo,
        variant,
      });
      warn.mockRestore();
      const answer = sent.body.deliveries[0][0];
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body!)).toEqual({ code: "FAIL", message: expect.any(String) });
      expect(await events(created.outTradeNo)).toBe(before);
      expect(await orderStatus(order.id)).toBe(0);
      expect((await db.payment.findUniqueOrThrow({ where: { outTradeNo: created.outTradeNo } })).status).toBe(
        "pending",
      );
    });

    it("a signed notification of a wrong amount moves nothing (kept as the provider's signed word)", async () => {
      const { order, created } = await unpaid("jsapi");
      await double.post("/control/wechat/pay", { out_trade_no: created.outTradeNo, notify: false });
      const sent = await double.post<{ deliveries: Delivery[][] }>("/control/wechat/notify", {
        out_trade_no: created.outTradeNo,
        variant: "wrong-amount",
      });
      expect(sent.body.deliveries[0][0].status).toBe(400);
      expect(await orderStatus(order.id)).toBe(0);
      const outcomes = await db.paymentEvent.findMany({
        where: { payment: { outTradeNo: created.outTradeNo } },
        orderBy: { id: "asc" },
        select: { outcome: true },
      });
      expect(outcomes.map((e) => e.outcome)).toEqual(["created", "rejected_amount"]);
    });

    it("an answer signed at a skewed clock is not believed: the query says unknown, the order stays open", async () => {
      const { order, created } = await unpaid("jsapi");
      await double.post("/control/wechat/pay", { out_trade_no: created.outTradeNo, notify: false });
      const refusedBefore = (await double.post<{ counts: { refused: number } }>("/control/wechat/state")).body.counts
        .refused;
      await double.post("/control/clock", { skewSeconds: 400 });
      try {
        // Both sides keep the window: the provider refuses our request (our time is 400 s off its
        // own) and signs that refusal at its time, which we refuse in turn.
        await expect(wechat().queryPayment(created.outTradeNo)).rejects.toThrow(/clock/);
      } finally {
        await double.post("/control/clock", { skewSeconds: 0 });
      }
      expect((await double.post<{ counts: { refused: number } }>("/control/wechat/state")).body.counts.refused).toBe(
        refusedBefore + 1,
      );
      expect(await orderStatus(order.id)).toBe(0);
      expect(await wechat().queryPayment(created.outTradeNo)).toMatchObject({ status: "paid" });
    });

    it("closes an unpaid payment at the provider: it can no longer be paid, the query says failed", async () => {
      const { created } = await unpaid("jsapi");
      expect(await wechat().queryPayment(created.outTradeNo)).toEqual({ status: "pending" });
      await wechat().closePayment!(created.outTradeNo);
      expect(await wechat().queryPayment(created.outTradeNo)).toMatchObject({ status: "failed" });
      const paid = await double.post<{ err_msg: string }>("/sim/wechat/jsapi-pay", created.action.params);
      expect(paid.body.err_msg).toBe("get_brand_wcpay_request:ok");
      expect(
        (
          await double.post<{ transactions: { out_trade_no: string; trade_state: string }[] }>("/control/wechat/state")
        ).body.transactions.find((t) => t.out_trade_no === created.outTradeNo)?.trade_state,
      ).toBe("CLOSED");
    });

    it("a part refund: PROCESSING, then the signed refund notification settles it; refund query and both bills agree", async () => {
      const { s, order, created } = await unpaid("jsapi", 3000);
      await double.post("/sim/wechat/jsapi-pay", created.action.params);
      await paidOrder(order.id);
      const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
      const applied = await call<{ id: number; refundAmount: number; status: string }>(
        applyAfterSale,
        "/api/v1/after-sales-apply",
        {
          token: s.token,
          body: {
            orderId: order.id,
            type: "refund",
            reason: "not_wanted",
            items: [{ orderItemId: item.id, quantity: 1 }],
          },
        },
      );
      expect(applied.status).toBe(200);
      // The provider answered PROCESSING: the request waits for its word.
      expect(applied.body.status).toBe("refunding");
      const request = await eventually(async () => {
        const r = await db.afterSale.findUniqueOrThrow({ where: { id: applied.body.id } });
        return r.status === "refunded" ? r : undefined;
      });
      expect(request.amount).toBe(applied.body.refundAmount);
      expect(request.amount).toBeGreaterThan(0);
      expect(request.amount).toBeLessThan(order.totalAmount);
      expect(
        await wechat().queryRefund!({ outTradeNo: created.outTradeNo, refundNo: request.refundNo! }),
      ).toMatchObject({ status: "refunded" });
      const notified = await db.paymentEvent.findMany({
        where: { payment: { outTradeNo: created.outTradeNo }, kind: "refund" },
        // In the order they were recorded (PostgreSQL returns rows in no order without one).
        orderBy: { id: "asc" },
        select: { outcome: true },
      });
      expect(notified.map((e) => e.outcome)).toEqual(["pending", "refunded"]);

      const trade = await wechat().downloadBill!(shopDay(), "trade");
      const lines = trade.kind === "trade" ? trade.lines.filter((l) => l.outTradeNo === created.outTradeNo) : [];
      expect(lines.map((l) => [l.kind, l.amount, l.refundNo])).toEqual([
        ["payment", order.totalAmount, null],
        ["refund", request.amount, request.refundNo],
      ]);

      // The console's reconciliation: the bill downloaded through the provider, line by line against
      // our records: the order's payment and its refund agree; a payment the provider took but we
      // never heard of (a notification refused above, the query not yet asked) is named.
      const { cookie } = await signedIn(["finance"]);
      const checked = await adminCall<{
        lines: {
          kind: string;
          outTradeNo: string;
          refundNo: string | null;
          amount: number;
          ourAmount: number | null;
          agrees: boolean;
          orderId: number | null;
        }[];
        missing: unknown[];
      }>(paymentBills, `/x?provider=wechat&date=${shopDay()}`, { cookie });
      expect(checked.status).toBe(200);
      expect(checked.body.lines.filter((l) => l.outTradeNo === created.outTradeNo)).toEqual([
        expect.objectContaining({
          kind: "payment",
          amount: order.totalAmount,
          ourAmount: order.totalAmount,
          orderId: order.id,
          agrees: true,
        }),
        expect.objectContaining({
          kind: "refund",
          refundNo: request.refundNo,
          amount: request.amount,
          ourAmount: request.amount,
          agrees: true,
        }),
      ]);
      expect(checked.body.lines.some((l) => l.kind === "payment" && !l.agrees && l.ourAmount !== null)).toBe(true);
      expect(checked.body.missing).toEqual([]);
      const fund = await wechat().downloadBill!(shopDay(), "fund");
      expect(fund.kind === "fund" && fund.lines.find((l) => l.voucherNo === request.refundNo)).toMatchObject({
        direction: "out",
        amount: request.amount,
      });
      expect(fund.kind === "fund" && fund.lines.find((l) => l.voucherNo === created.outTradeNo)).toMatchObject({
        direction: "in",
        amount: order.totalAmount,
      });

      // The day's reconciliation with the bill fetched through the provider (decision 041): stored, the
      // order's payment and refund agree, and the payment we never heard of is named as such.
      const day = await adminCall<{
        source: string;
        status: string;
        differences: { kind: string; outTradeNo: string }[];
      }>(downloadStatement, "/x", { cookie, body: { channel: "wechat", day: shopDay() } });
      expect(day.status).toBe(200);
      expect(day.body).toMatchObject({ source: "download", status: "differences" });
      expect(day.body.differences.filter((d) => d.outTradeNo === created.outTradeNo)).toEqual([]);
      expect(day.body.differences.map((d) => d.kind)).toContain("paid_at_provider_only");
    });

    it("a refund the provider reports abnormal leaves the request for the operator to retry", async () => {
      const { s, order, created } = await unpaid("jsapi", 1200);
      await double.post("/sim/wechat/jsapi-pay", created.action.params);
      await paidOrder(order.id);
      await double.post("/control/wechat/refunds", { outcome: "ABNORMAL" });
      try {
        const applied = await call<{ id: number }>(applyAfterSale, "/api/v1/after-sales-apply", {
          token: s.token,
          body: { orderId: order.id, type: "refund", reason: "not_wanted" },
        });
        await eventually(async () => {
          const r = await db.afterSale.findUniqueOrThrow({ where: { id: applied.body.id } });
          return r.status === "refund_failed" ? r : undefined;
        });
      } finally {
        await double.post("/control/wechat/refunds", { outcome: "SUCCESS" });
      }
    });

    it("the provider checks each request's signature: another key, a stale time or a changed body is refused", async () => {
      const key = fs.readFileSync(double.env.WECHAT_PAY_PRIVATE_KEY, "utf8");
      const serial = new crypto.X509Certificate(fs.readFileSync(double.env.WECHAT_PAY_MERCHANT_CERT)).serialNumber;
      const target = `/v3/pay/transactions/out-trade-no/nope?mchid=${double.env.WECHAT_PAY_MCH_ID}`;
      const ask = async (signer: crypto.KeyObject | string, timestamp: number, signedTarget = target) => {
        const nonce = crypto.randomBytes(8).toString("hex");
        const message = `GET\n${signedTarget}\n${timestamp}\n${nonce}\n\n`;
        const signature = crypto.sign("sha256", Buffer.from(message), signer).toString("base64");
        const res = await fetch(`${double.url}${target}`, {
          headers: {
            authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${double.env.WECHAT_PAY_MCH_ID}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial}"`,
          },
        });
        return [res.status, ((await res.json()) as { code: string }).code];
      };
      const now = Math.floor(Date.now() / 1000);
      expect(await ask(key, now)).toEqual([404, "ORDER_NOT_EXIST"]);
      expect(await ask(crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey, now)).toEqual([
        401,
        "SIGN_ERROR",
      ]);
      expect(await ask(key, now - 301)).toEqual([401, "SIGN_ERROR"]);
      expect(await ask(key, now, target.replace("nope", "other"))).toEqual([401, "SIGN_ERROR"]);
    });

    it("every request of ours passed the provider's check but the one made at a skewed clock", async () => {
      const state = await double.post<{ counts: { accepted: number; refused: number } }>("/control/wechat/state");
      // Three refusals are the test above's; one is the skewed clock's.
      expect(state.body.counts.refused).toBe(4);
      expect(state.body.counts.accepted).toBeGreaterThan(10);
    });
  });
}
