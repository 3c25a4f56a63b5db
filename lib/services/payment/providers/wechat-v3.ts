// The messaging app's pay through WeChat Pay API v3 (JSON over REST): JSAPI (its browser), mini-program,
// H5 (another mobile browser) and Native (a QR code for the desktop) orders; query and close; refund
// and refund query; the payment and refund notifications; the trade and fund-flow bills. Every request
// is signed with the merchant's API key; every answer and notification must carry the provider's
// signature by a key we hold (platform certificate serial or PUB_KEY_ID_…) within the 300-second
// window, else it is not believed (wechat-v3-crypto.ts). Configured by WECHAT_PAY_* with API v3
// (docs/payments.md); WECHAT_PAY_GATEWAY names the provider, so the test double and the real gateway
// are one setting apart.
import crypto from "node:crypto";
import { notifyBaseUrl, type WechatV3Config } from "./config";
import { parseWechatFundBill, parseWechatTradeBill } from "./bills";
import { nonce } from "./signing";
import type {
  Bill,
  BillKind,
  CreatePaymentInput,
  IncomingNotification,
  PayAction,
  PaymentProvider,
  PaymentReport,
  QueryAnswer,
  RefundAnswer,
  RefundInput,
  RefundReport,
} from "./types";
import { authorization, decryptResource, paySignMessage, rfc3339, rsaSign, verifySigned } from "./wechat-v3-crypto";

type Json = Record<string, unknown>;

const CALL_TIMEOUT_MS = 10_000;

/** A transaction as v3 reports it (query answer, or a notification's decrypted resource). */
type Transaction = {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
};

type Refund = {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  status?: string;
  refund_status?: string;
  amount?: { refund?: number; total?: number; currency?: string };
};

const cents = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

function refundStatus(status: string | undefined): RefundAnswer["status"] {
  if (status === "SUCCESS") return "refunded";
  if (status === "PROCESSING") return "pending";
  return "failed"; // CLOSED, ABNORMAL
}

export function wechatV3Provider(config: WechatV3Config, now: () => Date = () => new Date()): PaymentProvider {
  const appIds = new Set([config.appId, config.miniAppId]);

  /** One signed call; the answer must be signed by the provider (errors too), else it throws. */
  const call = async (method: "GET" | "POST", path: string, body?: Json): Promise<{ status: number; data: Json }> => {
    const url = new URL(`${config.gateway}${path}`);
    const text = body === undefined ? "" : JSON.stringify(body);
    const res = await fetch(url, {
      method,
      headers: {
        authorization: authorization(
          { mchId: config.mchId, serial: config.merchantSerial, privateKey: config.privateKey },
          { method, pathAndQuery: url.pathname + url.search, body: text },
        ),
        accept: "application/json",
        ...(text ? { "content-type": "application/json" } : {}),
      },
      body: text || undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const raw = await res.text();
    const verified = verifySigned(res.headers, raw, config.verifyingKeys, now());
    if (!verified.ok)
      throw new Error(
        `wechat pay v3 ${method} ${url.pathname}: answer not verifiable (${verified.reason}, HTTP ${res.status})`,
      );
    return { status: res.status, data: raw ? (JSON.parse(raw) as Json) : {} };
  };

  const failure = (what: string, answer: { status: number; data: Json }) =>
    new Error(
      `wechat pay v3 ${what}: HTTP ${answer.status} ${String(answer.data.code)} ${String(answer.data.message)}`,
    );

  /** A transaction of ours, of this merchant and app; null otherwise. */
  const report = (t: Transaction, evidence?: unknown): PaymentReport | null => {
    const amount = cents(t.amount?.total);
    if (amount === null || !t.out_trade_no || t.mchid !== config.mchId || !t.appid || !appIds.has(t.appid)) return null;
    const paid = t.trade_state === "SUCCESS" || t.trade_state === "REFUND";
    const paidAt = t.success_time ? new Date(t.success_time) : null;
    return {
      kind: "payment",
      outTradeNo: t.out_trade_no,
      providerTradeNo: t.transaction_id ?? "",
      amount,
      status: paid ? "paid" : "failed",
      // Refused by apply-report when not the shop's (docs/decisions/037-currency.md).
      ...(t.amount?.currency ? { currency: t.amount.currency } : {}),
      ...(paid && paidAt && !Number.isNaN(paidAt.getTime()) ? { paidAt } : {}),
      ...(evidence === undefined ? {} : { evidence }),
    };
  };

  const refundAnswer = (r: Refund): RefundAnswer => ({
    status: refundStatus(r.status ?? r.refund_status),
    ...(r.refund_id ? { providerRefundNo: r.refund_id } : {}),
  });

  const refundReport = (r: Refund, evidence: unknown): RefundReport | null => {
    const amount = cents(r.amount?.refund);
    if (amount === null || r.mchid !== config.mchId || !r.out_refund_no || !r.out_trade_no) return null;
    return {
      kind: "refund",
      outTradeNo: r.out_trade_no,
      refundNo: r.out_refund_no,
      providerRefundNo: r.refund_id ?? "",
      amount,
      status: refundStatus(r.refund_status),
      evidence,
    };
  };

  return {
    name: "wechat",
    async createPayment(input: CreatePaymentInput): Promise<PayAction> {
      const kind = input.channel === "wechat-h5" ? "h5" : input.channel === "wechat-native" ? "native" : "jsapi";
      const appId = input.channel === "wechat-mini" ? config.miniAppId : config.appId;
      if (kind === "jsapi" && !input.openId) throw new Error("wechat pay v3 jsapi: the payer's open id is unknown");
      const answer = await call("POST", `/v3/pay/transactions/${kind}`, {
        appid: appId,
        mchid: config.mchId,
        description: input.subject.slice(0, 127),
        out_trade_no: input.outTradeNo,
        time_expire: rfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amount, currency: input.currency },
        ...(kind === "jsapi" ? { payer: { openid: input.openId } } : {}),
        ...(kind === "h5" ? { scene_info: { payer_client_ip: input.clientIp, h5_info: { type: "Wap" } } } : {}),
        ...(kind === "native" ? { scene_info: { payer_client_ip: input.clientIp } } : {}),
      });
      if (answer.status !== 200) throw failure(kind, answer);
      if (kind === "h5") {
        const h5 = String(answer.data.h5_url ?? "");
        if (!h5) throw failure(kind, answer);
        return { kind: "redirect", url: `${h5}&redirect_url=${encodeURIComponent(input.returnUrl)}` };
      }
      if (kind === "native") {
        const codeUrl = String(answer.data.code_url ?? "");
        if (!codeUrl) throw failure(kind, answer);
        return { kind: "qr", codeUrl };
      }
      const prepayId = String(answer.data.prepay_id ?? "");
      if (!prepayId) throw failure(kind, answer);
      const pay = {
        appId,
        timeStamp: String(Math.floor(now().getTime() / 1000)),
        nonceStr: nonce(16),
        package: `prepay_id=${prepayId}`,
        signType: "RSA",
      };
      const params = {
        ...pay,
        paySign: rsaSign(paySignMessage(pay.appId, pay.timeStamp, pay.nonceStr, pay.package), config.privateKey),
      };
      return input.channel === "wechat-mini" ? { kind: "mini", params } : { kind: "jsapi", params };
    },

    verifyNotification(notification: IncomingNotification) {
      // The signature first (its serial must name a key we hold, its time within the window), then
      // the resource must decrypt with our APIv3 key and be about this merchant (and app).
      if (!verifySigned(notification.headers, notification.body, config.verifyingKeys, now()).ok) return null;
      let envelope: { event_type?: string; resource?: Parameters<typeof decryptResource>[0] };
      try {
        envelope = JSON.parse(notification.body) as typeof envelope;
      } catch {
        return null;
      }
      if (!envelope.resource || typeof envelope.resource !== "object") return null;
      const plain = decryptResource(envelope.resource, config.apiV3Key);
      if (plain === null) return null;
      let data: Json;
      try {
        data = JSON.parse(plain) as Json;
      } catch {
        return null;
      }
      const evidence = { event_type: envelope.event_type, resource: data };
      if (envelope.event_type?.startsWith("REFUND.")) return refundReport(data as Refund, evidence);
      if (envelope.event_type !== "TRANSACTION.SUCCESS") return null;
      return report(data as Transaction, evidence);
    },

    async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
      const answer = await call(
        "GET",
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`,
      );
      if (answer.status === 404) return { status: "pending" };
      if (answer.status !== 200) return { status: "unknown" };
      const t = answer.data as Transaction;
      if (t.trade_state === "NOTPAY" || t.trade_state === "USERPAYING") return { status: "pending" };
      const r = report(t);
      if (!r || r.outTradeNo !== outTradeNo) return { status: "unknown" };
      return { status: r.status, report: r };
    },

    async closePayment(outTradeNo: string): Promise<void> {
      const answer = await call("POST", `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
        mchid: config.mchId,
      });
      if (answer.status !== 204 && answer.status !== 200) throw failure("close", answer);
    },

    // Asynchronous: usually PROCESSING ("pending") until the refund notification or a query says
    // SUCCESS. The same out_refund_no is the same refund at the provider, so a retry never pays twice.
    async refundPayment(input: RefundInput): Promise<RefundAnswer> {
      const answer = await call("POST", "/v3/refund/domestic/refunds", {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.refundNo,
        reason: input.reason.slice(0, 80),
        notify_url: `${notifyBaseUrl()}/api/v1/payment-notify/wechat`,
        amount: { refund: input.amount, total: input.totalAmount, currency: input.currency },
      });
      if (answer.status !== 200)
        return { status: "failed", message: `${String(answer.data.code)}: ${String(answer.data.message)}` };
      return refundAnswer(answer.data as Refund);
    },

    async queryRefund(input: { outTradeNo: string; refundNo: string }): Promise<RefundAnswer> {
      const answer = await call("GET", `/v3/refund/domestic/refunds/${encodeURIComponent(input.refundNo)}`);
      if (answer.status === 404) return { status: "failed", message: "RESOURCE_NOT_EXISTS" };
      if (answer.status !== 200) return { status: "pending", message: String(answer.data.code) };
      return refundAnswer(answer.data as Refund);
    },

    async downloadBill(date: string, kind: BillKind): Promise<Bill> {
      const path =
        kind === "trade"
          ? `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`
          : `/v3/bill/fundflowbill?bill_date=${date}&account_type=BASIC`;
      const answer = await call("GET", path);
      if (answer.status !== 200) throw failure(`${kind} bill`, answer);
      const url = new URL(String(answer.data.download_url));
      // The download is signed like any request; it goes only to the provider's own host.
      if (url.origin !== new URL(config.gateway).origin) throw new Error("wechat pay v3 bill: foreign download URL");
      const res = await fetch(url, {
        headers: {
          authorization: authorization(
            { mchId: config.mchId, serial: config.merchantSerial, privateKey: config.privateKey },
            { method: "GET", pathAndQuery: url.pathname + url.search, body: "" },
          ),
        },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const file = Buffer.from(await res.arrayBuffer());
      // The file itself is not signed: its SHA-1, given in the signed answer, vouches for it.
      const digest = crypto.createHash("sha1").update(file).digest("hex");
      if (!res.ok || digest !== String(answer.data.hash_value).toLowerCase())
        throw new Error(`wechat pay v3 ${kind} bill: the file does not match its hash`);
      const text = file.toString("utf8");
      return kind === "trade" ? parseWechatTradeBill(text, date) : parseWechatFundBill(text, date);
    },

    // v3 wants 200/204 without a body when taken, and a 4xx/5xx with {code:"FAIL"} to be sent again.
    acknowledge(ok: boolean) {
      return ok
        ? new Response(null, { status: 204 })
        : Response.json({ code: "FAIL", message: "notification refused" }, { status: 400 });
    },
  };
}
