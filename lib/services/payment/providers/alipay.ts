// The wallet's pay (Alipay open platform): app pay returns the signed order string the wallet's SDK or
// bridge takes; WAP pay (any browser) a redirect to the gateway with the signed request; notifications are form posts signed RSA2 over the canonical string of every field but
// sign and sign_type, verified with Alipay's public key; queries call alipay.trade.query. Configured
// by ALIPAY_* (docs/payments.md).
import type { AlipayConfig } from "./config";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { canonicalString, pem, rsa2Sign, rsa2Verify, shopTime } from "./signing";
import type {
  CreatePaymentInput,
  PayAction,
  PaymentProvider,
  PaymentReport,
  QueryAnswer,
  RefundAnswer,
  RefundInput,
} from "./types";

const SIGN_EXCLUDE = ["sign", "sign_type"] as const;

/** The public request parameters of a gateway call, signed. */
export function alipayRequest(
  config: AlipayConfig,
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

function report(fields: Record<string, string | undefined>): PaymentReport | null {
  const amount = parseYuan(fields.total_amount);
  if (amount === null || !fields.out_trade_no) return null;
  const status =
    fields.trade_status === "TRADE_SUCCESS" || fields.trade_status === "TRADE_FINISHED" ? "paid" : "failed";
  return { outTradeNo: fields.out_trade_no, providerTradeNo: fields.trade_no ?? "", amount, status };
}

export function alipayProvider(config: AlipayConfig): PaymentProvider {
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
          subject: input.subject.slice(0, 256),
          product_code: "QUICK_MSECURITY_PAY",
          time_expire: shopTime(input.expiresAt, "dashed"),
        },
        { notify_url: input.notifyUrl },
      );
      return { kind: "sdk", orderString: new URLSearchParams(params).toString() };
    },
    verifyNotification(params) {
      if (params.app_id !== config.appId || !alipayNotificationValid(params, config.publicKey)) return null;
      return report(params);
    },
    async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
      const params = alipayRequest(config, "alipay.trade.query", { out_trade_no: outTradeNo });
      const res = await fetch(config.gateway, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
        body: new URLSearchParams(params),
      });
      const raw = await res.text();
      // The answer's signature covers the exact JSON text of the response object.
      const match = /"alipay_trade_query_response"\s*:\s*(\{[^{}]*\})/.exec(raw);
      const sign = (JSON.parse(raw) as { sign?: string }).sign;
      if (!match || !sign || !rsa2Verify(match[1], sign, pem(config.publicKey, "PUBLIC KEY")))
        return { status: "unknown" };
      const answer = JSON.parse(match[1]) as Record<string, string>;
      if (answer.code !== "10000") return { status: answer.sub_code === "ACQ.TRADE_NOT_EXIST" ? "pending" : "unknown" };
      if (answer.trade_status === "WAIT_BUYER_PAY") return { status: "pending" };
      const r = report(answer);
      return r ? { status: r.status, report: r } : { status: "unknown" };
    },
    // alipay.trade.refund: synchronous; out_request_no makes a retry the same refund.
    async refundPayment(input: RefundInput): Promise<RefundAnswer> {
      const params = alipayRequest(config, "alipay.trade.refund", {
        out_trade_no: input.outTradeNo,
        refund_amount: formatCents(input.amount),
        out_request_no: input.refundNo,
        refund_reason: input.reason.slice(0, 256),
      });
      const res = await fetch(config.gateway, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
        body: new URLSearchParams(params),
      });
      const raw = await res.text();
      const match = /"alipay_trade_refund_response"\s*:\s*(\{[^{}]*\})/.exec(raw);
      const sign = (JSON.parse(raw) as { sign?: string }).sign;
      if (!match || !sign || !rsa2Verify(match[1], sign, pem(config.publicKey, "PUBLIC KEY")))
        return { status: "pending", message: "answer not verifiable" };
      const answer = JSON.parse(match[1]) as Record<string, string>;
      if (answer.code !== "10000") return { status: "failed", message: answer.sub_msg ?? answer.msg };
      return { status: "refunded", providerRefundNo: answer.trade_no };
    },
    acknowledge(ok: boolean) {
      return new Response(ok ? "success" : "failure", { headers: { "content-type": "text/plain" } });
    },
  };
}
