// Alipay against the provider double (scripts/provider-double), through the real route handlers, in
// one mode (certificate or public key): WAP pay through the gateway's cashier, app pay through the
// wallet, the status query, close, a part refund, refund query, both bills (GBK ZIP archives); the
// SNs every call carries in certificate mode, checked by the double as Alipay computes them; and the
// refusals — a tampered notification, one signed by another key, for another app — with nothing
// stored. Run by payment-alipay-*.test.ts, which start the double before this file's imports.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as alipayWap } from "@/app/api/v1/alipay-wap/route";
import { POST as alipayApp } from "@/app/api/v1/alipay-app/route";
import { POST as orderStates } from "@/app/api/v1/icbc-alipay-order-status/route";
import { POST as applyAfterSale } from "@/app/api/v1/after-sales-apply/route";
import { GET as paymentBills } from "@/app/api/admin/v1/payment-bills/route";
import { GET as paymentSettings } from "@/app/api/admin/v1/settings/payment/route";
import fs from "node:fs";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { db } from "@/lib/db";
import { paymentReadiness, providerByName } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { eventually, type ProviderDouble } from "@/tests/helpers/provider-double";

type Created = { outTradeNo: string; provider: string; action: { kind: string; url?: string; orderString?: string } };
type Delivery = { status?: number; body?: string };

const shopDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export function alipaySuite(double: ProviderDouble, mode: "certificate" | "public-key") {
  beforeAll(useTestFreightRule);
  const alipay = () => providerByName("alipay")!;

  async function unpaid(channel: "wap" | "app" = "wap", price = 1990) {
    const s = await shopper();
    const sku = await createSku({ price, stock: 10 });
    const order = await placeOrder(s, sku.skuId, 2);
    const res = await call<Created>(channel === "wap" ? alipayWap : alipayApp, `/api/v1/alipay-${channel}`, {
      token: s.token,
      body: { orderId: order.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe("alipay");
    return { s, order, created: res.body };
  }
  /** The shopper at the gateway's WAP cashier: the page shows the amount; paying returns to our result page. */
  async function payAtCashier(created: Created) {
    const page = await fetch(created.action.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    const paid = await fetch(`${double.url}/sim/alipay/wap`, {
      method: "POST",
      body: new URLSearchParams({ out_trade_no: created.outTradeNo }),
      redirect: "manual",
    });
    expect(paid.status).toBe(302);
    return { html, returnTo: new URL(paid.headers.get("location")!) };
  }
  const orderStatus = async (id: number) =>
    (await db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
  const paidOrder = (id: number) => eventually(async () => ((await orderStatus(id)) === 500 ? true : undefined));

  describe(`Alipay (${mode} mode) against the provider double`, () => {
    it(`is ready, in ${mode} mode; the console shows the mode and state, never a key or certificate`, async () => {
      expect(paymentReadiness().find((r) => r.provider === "alipay")).toMatchObject({ mode, state: "ready" });
      const { cookie } = await signedIn(["owner"]);
      const settings = await adminCall<{ channels: { provider: string }[] }>(paymentSettings, "/x", { cookie });
      expect(settings.body.channels.find((c) => c.provider === "alipay")).toMatchObject({
        status: "configured",
        mode,
        readiness: "ready",
        field: null,
        expiresAt: mode === "certificate" ? expect.any(String) : null,
      });
      const shown = JSON.stringify(settings.body);
      for (const variable of ["ALIPAY_PRIVATE_KEY", "ALIPAY_APP_CERT", "ALIPAY_PUBLIC_CERT", "ALIPAY_PUBLIC_KEY"]) {
        const file = double.env[variable];
        if (!file) continue;
        const body = fs.readFileSync(file, "utf8").replace(/-----[A-Z ]+-----|\s/g, "");
        expect(shown).not.toContain(body.slice(20, 60));
      }
      expect(shown).not.toContain(double.alipaySn.app);
      expect(shown).not.toMatch(/BEGIN|secret|private/i);
    });

    it("WAP pay: the signed request opens the gateway's cashier; its notification pays the order", async () => {
      const { order, created } = await unpaid("wap");
      const url = new URL(created.action.url!);
      expect(url.origin + url.pathname).toBe(double.env.ALIPAY_GATEWAY);
      const params = Object.fromEntries(url.searchParams);
      expect(params.method).toBe("alipay.trade.wap.pay");
      if (mode === "certificate")
        expect([params.app_cert_sn, params.alipay_root_cert_sn]).toEqual([double.alipaySn.app, double.alipaySn.root]);
      else expect(params.app_cert_sn).toBeUndefined();
      const { html, returnTo } = await payAtCashier(created);
      expect(html).toContain(`¥${(order.totalAmount / 100).toFixed(2)}`);
      expect(returnTo.pathname).toBe(`/orders/${order.id}/pay/result`);
      await paidOrder(order.id);
      expect(await db.payment.findUniqueOrThrow({ where: { outTradeNo: created.outTradeNo } })).toMatchObject({
        status: "paid",
        method: "alipay-wap",
      });
    });

    it("app pay: the wallet takes the signed order string", async () => {
      const { order, created } = await unpaid("app");
      const paid = await double.post<{ resultCode: string }>("/sim/alipay/app-pay", {
        orderStr: created.action.orderString,
      });
      expect(paid.body.resultCode).toBe("9000");
      await paidOrder(order.id);
      // A changed order string is refused by the wallet (its signature no longer holds).
      const { created: other } = await unpaid("app");
      const changed = other.action.orderString!.replace(/total_amount%22%3A%22[\d.]+/, "total_amount%22%3A%220.01");
      expect(
        (await double.post<{ resultCode: string }>("/sim/alipay/app-pay", { orderStr: changed })).body.resultCode,
      ).toBe("4000");
    });

    it("a lost notification is caught up by the signed query answer; the late copy is a duplicate", async () => {
      const { s, order, created } = await unpaid("wap");
      await fetch(created.action.url!);
      await double.post("/control/alipay/pay", { out_trade_no: created.outTradeNo, notify: false });
      const state = await call<{ status: number }>(orderStates, "/api/v1/icbc-alipay-order-status", {
        token: s.token,
        body: { orderId: order.id },
      });
      expect(state.body.status).toBe(500);
      const late = await double.post<{ deliveries: Delivery[][] }>("/control/alipay/notify", {
        out_trade_no: created.outTradeNo,
        variant: "late",
        delayMs: 200,
      });
      expect(late.body.deliveries[0][0]).toMatchObject({ status: 200, body: "success" });
      const repeated = await double.post<{ deliveries: Delivery[][] }>("/control/alipay/notify", {
        out_trade_no: created.outTradeNo,
        variant: "repeat",
        times: 3,
      });
      expect(repeated.body.deliveries.map((d) => d[0].body)).toEqual(["success", "success", "success"]);
      const outcomes = await db.paymentEvent.findMany({
        where: { payment: { outTradeNo: created.outTradeNo } },
        orderBy: { id: "asc" },
        select: { outcome: true },
      });
      expect(outcomes.map((e) => e.outcome)).toEqual([
        "created",
        "paid",
        "duplicate",
        "duplicate",
        "duplicate",
        "duplicate",
      ]);
    });

    it.each([["tampered"], ["bad-signature"], ["foreign-appid"]])(
      "refuses a %s notification: failure answered, nothing stored, nothing moves",
      async (variant) => {
        const { order, created } = await unpaid("wap");
        await fetch(created.action.url!);
        await double.post("/control/alipay/pay", { out_trade_no: created.outTradeNo, notify: false });
        const before = await db.paymentEvent.count();
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
        const sent = await double.post<{ deliveries: Delivery[][] }>("/control/alipay/notify", {
          out_trade_no: created.outTradeNo,
          variant,
        });
        warn.mockRestore();
        expect(sent.body.deliveries[0][0]).toMatchObject({ status: 200, body: "failure" });
        expect(await db.paymentEvent.count()).toBe(before);
        expect(await orderStatus(order.id)).toBe(0);
      },
    );

    it("a signed notification of a wrong amount moves nothing", async () => {
      const { order, created } = await unpaid("wap");
      await fetch(created.action.url!);
      await double.post("/control/alipay/pay", { out_trade_no: created.outTradeNo, notify: false });
      const sent = await double.post<{ deliveries: Delivery[][] }>("/control/alipay/notify", {
        out_trade_no: created.outTradeNo,
        variant: "wrong-amount",
      });
      expect(sent.body.deliveries[0][0].body).toBe("failure");
      expect(await orderStatus(order.id)).toBe(0);
    });

    it("closes an unpaid trade", async () => {
      const { created } = await unpaid("wap");
      // Nobody opened the cashier: Alipay has no trade yet; closing is a no-op, the query says pending.
      await alipay().closePayment!(created.outTradeNo);
      expect(await alipay().queryPayment(created.outTradeNo)).toEqual({ status: "pending" });
      await fetch(created.action.url!);
      expect(await alipay().queryPayment(created.outTradeNo)).toEqual({ status: "pending" });
      await alipay().closePayment!(created.outTradeNo);
      expect(await alipay().queryPayment(created.outTradeNo)).toMatchObject({ status: "failed" });
    });

    it("a part refund through the same channel; refund query and both bills agree with the order", async () => {
      const { s, order, created } = await unpaid("wap", 2500);
      await payAtCashier(created);
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
      // Alipay refunds synchronously.
      expect(applied.body.status).toBe("refunded");
      const request = await db.afterSale.findUniqueOrThrow({ where: { id: applied.body.id } });
      expect(request.amount).toBeLessThan(order.totalAmount);
      expect(
        await alipay().queryRefund!({ outTradeNo: created.outTradeNo, refundNo: request.refundNo! }),
      ).toMatchObject({ status: "refunded" });
      expect(await alipay().queryRefund!({ outTradeNo: created.outTradeNo, refundNo: "RF-none" })).toMatchObject({
        status: "failed",
      });
      const trade = await alipay().downloadBill!(shopDay(), "trade");
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
      }>(paymentBills, `/x?provider=alipay&date=${shopDay()}`, { cookie });
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
      const fund = await alipay().downloadBill!(shopDay(), "fund");
      const moves = fund.kind === "fund" ? fund.lines.filter((l) => l.voucherNo === created.outTradeNo) : [];
      expect(moves.map((l) => [l.direction, l.amount])).toEqual([
        ["in", order.totalAmount],
        ["out", request.amount],
      ]);
    });

    it("the gateway accepted every call of ours", async () => {
      const state = await double.post<{ counts: { accepted: number; refused: number } }>("/control/alipay/state");
      expect(state.body.counts).toMatchObject({ refused: 1 });
      expect(state.body.counts.accepted).toBeGreaterThan(10);
    });
  });
}
