// The bank channel's H5 pay (ICBC open platform, aggregated pay): a gateway URL whose parameters are
// signed RSA2 over "<api path>?<canonical string>"; the bank's cashier then takes the shopper's card,
// wallet or messaging-app pay. Notifications carry the same kind of signature by the bank's key over
// our notify path; queries call the order-query API. Configured by ICBC_* (docs/payments.md).
import crypto from "node:crypto";
import type { IcbcConfig } from "./config";
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

export const ICBC_PAY_PATH = "/ui/cardbusiness/aggregatepay/b2c/online/ui/consumepurchaseshowpay/V1";
const ICBC_QUERY_PATH = "/api/cardbusiness/aggregatepay/b2c/online/orderqry/V1";
// The merchant refund API (confirm with the bank when onboarding, like the query above).
const ICBC_REFUND_PATH = "/api/cardbusiness/aggregatepay/b2c/online/merrefund/V1";
export const ICBC_NOTIFY_PATH = "/api/v1/payment-notify/icbc";

export function icbcSign(path: string, params: Record<string, string>, privateKey: string): string {
  return rsa2Sign(`${path}?${canonicalString(params, ["sign"])}`, pem(privateKey, "PRIVATE KEY"));
}

export function icbcVerify(path: string, params: Record<string, string>, publicKey: string): boolean {
  return (
    Boolean(params.sign) &&
    rsa2Verify(`${path}?${canonicalString(params, ["sign"])}`, params.sign, pem(publicKey, "PUBLIC KEY"))
  );
}

const payModes: Partial<Record<CreatePaymentInput["channel"], string>> = {
  "bank-h5": "9",
  "bank-alipay-h5": "10",
  "bank-wx-ali": "9",
};

function request(config: IcbcConfig, path: string, biz: Record<string, string>) {
  const params: Record<string, string> = {
    app_id: config.appId,
    msg_id: crypto.randomUUID().replaceAll("-", ""),
    format: "json",
    charset: "UTF-8",
    sign_type: "RSA2",
    timestamp: shopTime(new Date(), "dashed"),
    biz_content: JSON.stringify({ mer_id: config.merId, ...biz }),
  };
  return { ...params, sign: icbcSign(path, params, config.privateKey) };
}

// Order-query pay_status as the bank documents it (confirm with the bank when onboarding: the adapter
// has not been run against the live gateway): 1 paid, 2 failed, anything else still open.
const PAY_STATUS_PAID = "1";
const PAY_STATUS_FAILED = "2";

/** A notification's (or query's) business content; a notification means paid when return_code is 0. */
function report(biz: Record<string, string>, paid: boolean): PaymentReport | null {
  if (!/^\d{1,12}$/.test(biz.total_amt ?? "") || !biz.out_trade_no) return null;
  return {
    outTradeNo: biz.out_trade_no,
    providerTradeNo: biz.order_id ?? "",
    amount: Number(biz.total_amt),
    status: paid ? "paid" : "failed",
  };
}

export function icbcProvider(config: IcbcConfig): PaymentProvider {
  return {
    name: "icbc",
    async createPayment(input: CreatePaymentInput): Promise<PayAction> {
      const params = request(config, ICBC_PAY_PATH, {
        out_trade_no: input.outTradeNo,
        total_amt: String(input.amount),
        pay_mode: payModes[input.channel] ?? "9",
        goods_body: input.subject.slice(0, 100),
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
        expire_time: shopTime(input.expiresAt, "compact"),
        mer_prtcl_no: config.merId,
      });
      return { kind: "redirect", url: `${config.gateway}${ICBC_PAY_PATH}?${new URLSearchParams(params)}` };
    },
    verifyNotification({ params }) {
      if (params.app_id !== config.appId || !icbcVerify(ICBC_NOTIFY_PATH, params, config.publicKey)) return null;
      try {
        const biz = JSON.parse(params.biz_content ?? "") as Record<string, string>;
        return report(biz, String(biz.return_code) === "0");
      } catch {
        return null;
      }
    },
    async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
      const params = request(config, ICBC_QUERY_PATH, { out_trade_no: outTradeNo, deal_flag: "0" });
      const res = await fetch(`${config.gateway}${ICBC_QUERY_PATH}`, {
        method: "POST",
        body: new URLSearchParams(params),
      });
      const raw = await res.text();
      const match = /"response_biz_content"\s*:\s*(\{[^{}]*\})/.exec(raw);
      const sign = (JSON.parse(raw) as { sign?: string }).sign;
      if (!match || !sign || !rsa2Verify(match[1], sign, pem(config.publicKey, "PUBLIC KEY")))
        return { status: "unknown" };
      const biz = JSON.parse(match[1]) as Record<string, string>;
      if (biz.pay_status !== PAY_STATUS_PAID && biz.pay_status !== PAY_STATUS_FAILED) return { status: "pending" };
      const r = report({ ...biz, out_trade_no: biz.out_trade_no ?? outTradeNo }, biz.pay_status === PAY_STATUS_PAID);
      return r ? { status: r.status, report: r } : { status: "unknown" };
    },
    async refundPayment(input: RefundInput): Promise<RefundAnswer> {
      const params = request(config, ICBC_REFUND_PATH, {
        out_trade_no: input.outTradeNo,
        reject_no: input.refundNo,
        reject_amt: String(input.amount),
        reject_point: "0",
        reject_ecoupon: "0",
      });
      const res = await fetch(`${config.gateway}${ICBC_REFUND_PATH}`, {
        method: "POST",
        body: new URLSearchParams(params),
      });
      const raw = await res.text();
      const match = /"response_biz_content"\s*:\s*(\{[^{}]*\})/.exec(raw);
      const sign = (JSON.parse(raw) as { sign?: string }).sign;
      if (!match || !sign || !rsa2Verify(match[1], sign, pem(config.publicKey, "PUBLIC KEY")))
        return { status: "pending", message: "answer not verifiable" };
      const biz = JSON.parse(match[1]) as Record<string, string>;
      if (String(biz.return_code) !== "0") return { status: "failed", message: biz.return_msg };
      return { status: "refunded", providerRefundNo: biz.reject_no ?? input.refundNo };
    },
    acknowledge(ok: boolean) {
      return Response.json({
        response_biz_content: { return_code: ok ? 0 : -1, return_msg: ok ? "success" : "failure" },
      });
    },
  };
}
