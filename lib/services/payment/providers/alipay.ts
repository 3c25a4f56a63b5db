// The wallet's pay (Alipay open platform), in public-key mode or certificate mode. App pay returns the
// signed order string the wallet's SDK or bridge takes; WAP pay (any browser) a redirect to the gateway
// with the signed request; notifications are form posts signed RSA2 over the canonical string of every
// field but sign and sign_type, verified with Alipay's public key — configured (public-key mode) or the
// one in Alipay's public-key certificate (certificate mode, where every call also carries app_cert_sn
// and alipay_root_cert_sn, and every answer names the certificate it was signed with: alipay_cert_sn).
// Queries, close, refund, refund query and the bill's download URL are gateway calls whose answers are
// signed over the exact text of their response object. Configured by ALIPAY_* (docs/payments.md);
// ALIPAY_GATEWAY names the provider, so the test double and the real gateway are one setting apart.
import type { AlipayConfig } from "./config";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { parseAlipayFundBill, parseAlipayTradeBill } from "./bills";
import { canonicalString, pem, rsa2Sign, rsa2Verify, shopTime } from "./signing";
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
} from "./types";
import type { Currency } from "@/lib/domain/money";

const SIGN_EXCLUDE = ["sign", "sign_type"] as const;
const CALL_TIMEOUT_MS = 10_000;

type AlipaySigning = Pick<AlipayConfig, "appId" | "privateKey"> & Partial<Pick<AlipayConfig, "certSn">>;

/** The public request parameters of a gateway call, signed (with the certificates' SNs in certificate mode). */
export function alipayRequest(
  config: AlipaySigning,
  method: string,
  biz: Record<string, string>,
  extra: Record<string, string> = {},
  now = new Date(),
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: config.appId,
    method,
    charset: "utf-8",
    sign_type: "RSA2",
    timestamp: shopTime(now, "dashed"),
    version: "1.0",
    biz_content: JSON.stringify(biz),
    ...(config.certSn ? { app_cert_sn: config.certSn.app, alipay_root_cert_sn: config.certSn.root } : {}),
    ...extra,
  };
  // Alipay signs with sign_type included in requests and excluded when verifying notifications.
  return { ...params, sign: rsa2Sign(canonicalString(params, ["sign"]), pem(config.privateKey, "PRIVATE KEY")) };
}

export function alipayNotificationValid(params: Record<string, string>, publicKey: string): boolean {
  return (
    Boolean(params.sign) && rsa2Verify(canonicalString(params, SIGN_EXCLUDE), params.sign, pem(publicKey, "PUBLIC KEY"))
  );
}

/**
 * The exact text of the JSON object under `key` in an answer (what the signature covers), found by
 * walking the text with its strings and nesting, never by re-serialising the parsed object.
 */
export function responseSection(raw: string, key: string): string | null {
  const at = raw.indexOf(`"${key}"`);
  if (at < 0) return null;
  const start = raw.indexOf("{", at + key.length + 2);
  if (start < 0 || raw.slice(at + key.length + 2, start).trim() !== ":") return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < raw.length; i++) {
    const ch = raw[i];
    if (inString) {
      if (ch === "\\") i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth += 1;
    else if (ch === "}" && --depth === 0) return raw.slice(start, i + 1);
  }
  return null;
}

/**
 * A cross-border trade's price currency (trans_currency: total_amount is in it; the settlement currency is
 * the merchant's contract's). A yuan shop's requests are unchanged: domestic trades are in yuan.
 */
const priced = (currency: Currency): Record<string, string> => (currency === "CNY" ? {} : { trans_currency: currency });

function report(fields: Record<string, string | undefined>): PaymentReport | null {
  const amount = parseYuan(fields.total_amount);
  if (amount === null || !fields.out_trade_no) return null;
  const status =
    fields.trade_status === "TRADE_SUCCESS" || fields.trade_status === "TRADE_FINISHED" ? "paid" : "failed";
  // When the shopper paid, in the shop's time (+8): gmt_payment in notifications, send_pay_date in queries.
  const paid = fields.gmt_payment ?? fields.send_pay_date;
  const paidAt = paid ? new Date(`${paid.replace(" ", "T")}+08:00`) : null;
  return {
    outTradeNo: fields.out_trade_no,
    providerTradeNo: fields.trade_no ?? "",
    amount,
    status,
    // trans_currency is stated by cross-border trades only; stated, one not the shop's is refused (apply-report).
    ...(fields.trans_currency ? { currency: fields.trans_currency } : {}),
    ...(status === "paid" && paidAt && !Number.isNaN(paidAt.getTime()) ? { paidAt } : {}),
  };
}

export function alipayProvider(config: AlipayConfig): PaymentProvider {
  /** One gateway call; the answer object if Alipay signed it (with the certificate we hold), else null. */
  const call = async (method: string, biz: Record<string, string>): Promise<Record<string, string> | null> => {
    const res = await fetch(config.gateway, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
      body: new URLSearchParams(alipayRequest(config, method, biz)),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const raw = await res.text();
    const section = responseSection(raw, `${method.replaceAll(".", "_")}_response`);
    let envelope: { sign?: string; alipay_cert_sn?: string };
    try {
      envelope = JSON.parse(raw) as typeof envelope;
    } catch {
      return null;
    }
    // Certificate mode: an answer signed with another certificate than ours (Alipay rotated it) is
    // not one we can believe until the new certificate is configured.
    if (config.certSn && envelope.alipay_cert_sn !== config.certSn.alipay) return null;
    if (!section || !envelope.sign || !rsa2Verify(section, envelope.sign, pem(config.publicKey, "PUBLIC KEY")))
      return null;
    return JSON.parse(section) as Record<string, string>;
  };

  return {
    name: "alipay",
    async createPayment(input: CreatePaymentInput): Promise<PayAction> {
      if (input.channel === "alipay-wap") {
        // alipay.trade.wap.pay: the shopper's browser goes to the gateway with the signed request; the
        // wallet (or its web cashier) takes over and comes back to return_url; quit_url if they give up.
        const wap = alipayRequest(
          config,
          "alipay.trade.wap.pay",
          {
            out_trade_no: input.outTradeNo,
            total_amount: formatCents(input.amount),
            ...priced(input.currency),
            subject: input.subject.slice(0, 256),
            product_code: "QUICK_WAP_WAY",
            quit_url: input.returnUrl,
            time_expire: shopTime(input.expiresAt, "dashed"),
          },
          { notify_url: input.notifyUrl, return_url: input.returnUrl },
        );
        return { kind: "redirect", url: `${config.gateway}?${new URLSearchParams(wap)}` };
      }
      const params = alipayRequest(
        config,
        "alipay.trade.app.pay",
        {
          out_trade_no: input.outTradeNo,
          total_amount: formatCents(input.amount),
          ...priced(input.currency),
          subject: input.subject.slice(0, 256),
          product_code: "QUICK_MSECURITY_PAY",
          time_expire: shopTime(input.expiresAt, "dashed"),
        },
        { notify_url: input.notifyUrl },
      );
      return { kind: "sdk", orderString: new URLSearchParams(params).toString() };
    },
    verifyNotification({ params }: IncomingNotification) {
      if (params.app_id !== config.appId || !alipayNotificationValid(params, config.publicKey)) return null;
      return report(params);
    },
    async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
      const answer = await call("alipay.trade.query", { out_trade_no: outTradeNo });
      if (!answer) return { status: "unknown" };
      if (answer.code !== "10000") return { status: answer.sub_code === "ACQ.TRADE_NOT_EXIST" ? "pending" : "unknown" };
      if (answer.trade_status === "WAIT_BUYER_PAY") return { status: "pending" };
      const r = report(answer);
      return r ? { status: r.status, report: r } : { status: "unknown" };
    },
    async closePayment(outTradeNo: string): Promise<void> {
      const answer = await call("alipay.trade.close", { out_trade_no: outTradeNo });
      // A trade nobody opened at the cashier does not exist at Alipay yet: nothing to close.
      if (!answer || (answer.code !== "10000" && answer.sub_code !== "ACQ.TRADE_NOT_EXIST"))
        throw new Error(`alipay close: ${answer ? `${answer.sub_code} ${answer.sub_msg}` : "answer not verifiable"}`);
    },
    // alipay.trade.refund: synchronous; out_request_no makes a retry the same refund.
    async refundPayment(input: RefundInput): Promise<RefundAnswer> {
      const answer = await call("alipay.trade.refund", {
        out_trade_no: input.outTradeNo,
        refund_amount: formatCents(input.amount),
        ...(input.currency === "CNY" ? {} : { refund_currency: input.currency }),
        out_request_no: input.refundNo,
        refund_reason: input.reason.slice(0, 256),
      });
      if (!answer) return { status: "pending", message: "answer not verifiable" };
      if (answer.code !== "10000") return { status: "failed", message: answer.sub_msg ?? answer.msg };
      return { status: "refunded", providerRefundNo: answer.trade_no };
    },
    // alipay.trade.fastpay.refund.query: data with refund_status empty or REFUND_SUCCESS is a refund
    // made; no data means Alipay never took the request.
    async queryRefund(input: { outTradeNo: string; refundNo: string }): Promise<RefundAnswer> {
      const answer = await call("alipay.trade.fastpay.refund.query", {
        out_trade_no: input.outTradeNo,
        out_request_no: input.refundNo,
      });
      if (!answer || answer.code !== "10000") return { status: "pending", message: answer?.sub_msg };
      if (!answer.refund_amount) return { status: "failed", message: "no such refund" };
      return (answer.refund_status ?? "REFUND_SUCCESS") === "REFUND_SUCCESS"
        ? { status: "refunded", providerRefundNo: answer.trade_no }
        : { status: "pending" };
    },
    // alipay.data.dataservice.bill.downloadurl.query gives a short-lived URL of a ZIP archive.
    async downloadBill(date: string, kind: BillKind): Promise<Bill> {
      const answer = await call("alipay.data.dataservice.bill.downloadurl.query", {
        bill_type: kind === "trade" ? "trade" : "signcustomer",
        bill_date: date,
      });
      if (!answer || answer.code !== "10000" || !answer.bill_download_url)
        throw new Error(
          `alipay ${kind} bill: ${answer ? `${answer.sub_code} ${answer.sub_msg}` : "answer not verifiable"}`,
        );
      const res = await fetch(answer.bill_download_url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`alipay ${kind} bill: download HTTP ${res.status}`);
      const archive = Buffer.from(await res.arrayBuffer());
      return kind === "trade" ? parseAlipayTradeBill(archive, date) : parseAlipayFundBill(archive, date);
    },
    acknowledge(ok: boolean) {
      return new Response(ok ? "success" : "failure", { headers: { "content-type": "text/plain" } });
    },
  };
}
