// The messaging app's pay (WeChat Pay, API v2): unified order -> JSAPI / mini-program parameters or
// the H5 (MWEB) URL; notifications and order queries as XML signed with the API key (MD5 or
// HMAC-SHA256, see signing.ts). Configured by WECHAT_PAY_* (docs/payments.md).
import type { WechatV2Config } from "./config";
import { nonce, shopTime, wechatSign, safeEqual, type WechatSignType } from "./signing";
import type {
  CreatePaymentInput,
  PayAction,
  PaymentProvider,
  PaymentReport,
  QueryAnswer,
  RefundAnswer,
  RefundInput,
} from "./types";
import type { Currency } from "@/lib/domain/money";

/** Flat XML as WeChat Pay uses it: <xml><key><![CDATA[value]]></key>...</xml>. */
export function toXml(params: Record<string, string>): string {
  return `<xml>${Object.entries(params)
    .map(([k, v]) => `<${k}><![CDATA[${v.replaceAll("]]>", "]]]]><![CDATA[>")}]]></${k}>`)
    .join("")}</xml>`;
}

export function parseXml(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<([A-Za-z0-9_]+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g))
    out[m[1]] = m[2] ?? m[3] ?? "";
  return out;
}

function signatureValid(params: Record<string, string>, apiKey: string): boolean {
  const type: WechatSignType = params.sign_type === "HMAC-SHA256" ? "HMAC-SHA256" : "MD5";
  return Boolean(params.sign) && safeEqual(wechatSign(params, apiKey, type), params.sign);
}

/** `{ [name]: currency }` for a currency other than yuan (WeChat Pay's default), else nothing. */
const feeType = (name: string, currency: Currency): Record<string, string> =>
  currency === "CNY" ? {} : { [name]: currency };

function report(params: Record<string, string>): PaymentReport | null {
  if (!/^\d{1,12}$/.test(params.total_fee ?? "") || !params.out_trade_no) return null;
  const ok =
    params.return_code === "SUCCESS" &&
    params.result_code === "SUCCESS" &&
    (params.trade_state ?? "SUCCESS") === "SUCCESS";
  return {
    outTradeNo: params.out_trade_no,
    providerTradeNo: params.transaction_id ?? "",
    amount: Number(params.total_fee),
    status: ok ? "paid" : "failed",
    // fee_type may be left out (yuan, its default); stated, one not the shop's is refused (apply-report).
    ...(params.fee_type ? { currency: params.fee_type } : {}),
  };
}

export function wechatProvider(config: WechatV2Config): PaymentProvider {
  const call = async (path: string, params: Record<string, string>) => {
    const body = toXml({ ...params, sign: wechatSign(params, config.apiKey) });
    const res = await fetch(`${config.gateway}${path}`, {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body,
    });
    const answer = parseXml(await res.text());
    if (answer.return_code !== "SUCCESS") throw new Error(`wechat pay ${path}: ${answer.return_msg ?? res.status}`);
    if (!signatureValid(answer, config.apiKey))
      throw new Error(`wechat pay ${path}: answer not signed by the provider`);
    return answer;
  };

  return {
    name: "wechat",
    async createPayment(input: CreatePaymentInput): Promise<PayAction> {
      const mini = input.channel === "wechat-mini";
      const h5 = input.channel === "wechat-h5";
      const appId = mini ? config.miniAppId : config.appId;
      const answer = await call("/pay/unifiedorder", {
        appid: appId,
        mch_id: config.mchId,
        nonce_str: nonce(),
        body: input.subject.slice(0, 120),
        out_trade_no: input.outTradeNo,
        total_fee: String(input.amount),
        // CNY is the default and the only currency of a mainland merchant; a cross-border merchant
        // states the shop's (docs/decisions/037-currency.md). Unchanged requests for a yuan shop.
        ...feeType("fee_type", input.currency),
        spbill_create_ip: input.clientIp,
        notify_url: input.notifyUrl,
        trade_type: h5 ? "MWEB" : "JSAPI",
        time_expire: shopTime(input.expiresAt, "compact"),
        ...(h5 ? {} : { openid: input.openId ?? "" }),
      });
      if (answer.result_code !== "SUCCESS")
        throw new Error(`wechat pay unifiedorder: ${answer.err_code_des ?? answer.err_code}`);
      if (h5)
        return { kind: "redirect", url: `${answer.mweb_url}&redirect_url=${encodeURIComponent(input.returnUrl)}` };
      const pay: Record<string, string> = {
        appId,
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr: nonce(),
        package: `prepay_id=${answer.prepay_id}`,
        signType: "MD5",
      };
      const params = { ...pay, paySign: wechatSign(pay, config.apiKey) };
      return mini ? { kind: "mini", params } : { kind: "jsapi", params };
    },
    verifyNotification({ params }) {
      if (params.appid && params.appid !== config.appId && params.appid !== config.miniAppId) return null;
      if (params.mch_id !== config.mchId || !signatureValid(params, config.apiKey)) return null;
      return report(params);
    },
    async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
      const answer = await call("/pay/orderquery", {
        appid: config.appId,
        mch_id: config.mchId,
        out_trade_no: outTradeNo,
        nonce_str: nonce(),
      });
      if (answer.result_code !== "SUCCESS") return { status: "unknown" };
      const state = answer.trade_state;
      if (state === "SUCCESS") {
        const r = report(answer);
        return r ? { status: "paid", report: r } : { status: "unknown" };
      }
      return { status: state === "NOTPAY" || state === "USERPAYING" ? "pending" : "failed" };
    },
    // /secapi/pay/refund: WeChat Pay accepts it and refunds asynchronously (pending until its refund
    // notification or a query). The gateway requires the merchant's API client certificate (mutual
    // TLS); a deployment without it gets "failed" and the request stays open for the operator.
    async refundPayment(input: RefundInput): Promise<RefundAnswer> {
      try {
        const answer = await call("/secapi/pay/refund", {
          appid: config.appId,
          mch_id: config.mchId,
          nonce_str: nonce(),
          out_trade_no: input.outTradeNo,
          out_refund_no: input.refundNo,
          total_fee: String(input.totalAmount),
          refund_fee: String(input.amount),
          ...feeType("refund_fee_type", input.currency),
          refund_desc: input.reason.slice(0, 80),
        });
        if (answer.result_code !== "SUCCESS")
          return { status: "failed", message: answer.err_code_des ?? answer.err_code };
        return { status: "pending", providerRefundNo: answer.refund_id };
      } catch (error) {
        return { status: "failed", message: error instanceof Error ? error.message : String(error) };
      }
    },
    acknowledge(ok: boolean) {
      return new Response(toXml({ return_code: ok ? "SUCCESS" : "FAIL", return_msg: ok ? "OK" : "ERROR" }), {
        headers: { "content-type": "text/xml" },
      });
    },
  };
}
