// The offline sandbox provider, the default. It behaves like a real one: creating a payment returns a
// cashier URL (/pay/sandbox, a capability URL signed for that one payment); the shopper confirms or
// cancels there; the sandbox then notifies /api/v1/mpay-callback-local with parameters signed by
// HMAC-SHA256 over their canonical string with PAYMENT_SANDBOX_SECRET, and answers status queries
// from its own record of the shopper's decision.
//
// Mini-program pay has no web cashier: the sandbox answers request-payment parameters like WeChat
// Pay's (kind "mini"), signed with the same secret, whose prepay id is the cashier's handle. The
// mini-program's pay page recognises it and shows its own simulated pay sheet, which decides through
// /api/v1/sandbox-decide like the web cashier (docs/decisions/019-mini-program.md).
import { db, dbReady } from "@/lib/db";
import { env } from "@/lib/env";
import { canonicalString, hmacSha256Hex, nonce, safeEqual } from "./signing";
import type {
  CreatePaymentInput,
  PayAction,
  PaymentProvider,
  PaymentReport,
  QueryAnswer,
  RefundAnswer,
  RefundInput,
} from "./types";

export const SANDBOX_EVENT = "sandbox";
const SIGN_TYPE = "HMAC-SHA256";
/** The app id in the sandbox's mini-program pay parameters: no real mini-program has it. */
export const SANDBOX_MINI_APP_ID = "sandbox";

const secret = () => env().PAYMENT_SANDBOX_SECRET;

/** Signs the cashier link of one payment, so nobody else can open or decide it. */
export function cashierSignature(outTradeNo: string): string {
  return hmacSha256Hex(secret(), `cashier:${outTradeNo}`).slice(0, 32);
}

export function cashierSigValid(outTradeNo: string, sig: string): boolean {
  return safeEqual(cashierSignature(outTradeNo), sig);
}

export type SandboxDecision = "pay" | "cancel";

/** The notification the sandbox sends for a decision: every field signed. */
export function signedNotification(fields: {
  outTradeNo: string;
  amount: number;
  decision: SandboxDecision;
  tradeNo: string;
  at?: Date;
}): Record<string, string> {
  const params: Record<string, string> = {
    out_trade_no: fields.outTradeNo,
    trade_no: fields.tradeNo,
    total_amount: String(fields.amount),
    trade_status: fields.decision === "pay" ? "SUCCESS" : "CLOSED",
    timestamp: (fields.at ?? new Date()).toISOString(),
    nonce: nonce(8),
    sign_type: SIGN_TYPE,
  };
  return { ...params, sign: signParams(params) };
}

export function signParams(params: Record<string, string | undefined>): string {
  return hmacSha256Hex(secret(), canonicalString(params, ["sign"]));
}

function verify(params: Record<string, string>): PaymentReport | null {
  if (!params.sign || params.sign_type !== SIGN_TYPE || !safeEqual(signParams(params), params.sign)) return null;
  if (!/^\d{1,12}$/.test(params.total_amount ?? "") || !params.out_trade_no || !params.trade_no) return null;
  const status = params.trade_status === "SUCCESS" ? "paid" : params.trade_status === "CLOSED" ? "failed" : null;
  if (!status) return null;
  // The signed timestamp is when the shopper decided at the cashier.
  const decidedAt = new Date(params.timestamp ?? "");
  return {
    outTradeNo: params.out_trade_no,
    providerTradeNo: params.trade_no,
    amount: Number(params.total_amount),
    status,
    ...(status === "paid" && !Number.isNaN(decidedAt.getTime()) ? { paidAt: decidedAt } : {}),
  };
}

/** The sandbox's prepay id: the cashier's handle (payment number and its signature), for the pay page to decide with. */
export function sandboxPrepayId(outTradeNo: string): string {
  return `sandbox.${outTradeNo}.${cashierSignature(outTradeNo)}`;
}

/** Parameters for the mini-program's wx.requestPayment, shaped and signed as WeChat Pay's are. */
export function sandboxMiniPayParams(outTradeNo: string, now = new Date()): Record<string, string> {
  const pay = {
    appId: SANDBOX_MINI_APP_ID,
    timeStamp: String(Math.floor(now.getTime() / 1000)),
    nonceStr: nonce(16),
    package: `prepay_id=${sandboxPrepayId(outTradeNo)}`,
    signType: SIGN_TYPE,
  };
  return { ...pay, paySign: signParams(pay) };
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createPayment(input: CreatePaymentInput): Promise<PayAction> {
    if (input.channel === "wechat-mini") return { kind: "mini", params: sandboxMiniPayParams(input.outTradeNo) };
    const qs = new URLSearchParams({ no: input.outTradeNo, sig: cashierSignature(input.outTradeNo) });
    return { kind: "redirect", url: `/pay/sandbox?${qs}` };
  },
  verifyNotification: ({ params }) => verify(params),
  async queryPayment(outTradeNo: string): Promise<QueryAnswer> {
    await dbReady();
    const decision = await db.paymentEvent.findFirst({
      where: { kind: SANDBOX_EVENT, payment: { outTradeNo } },
      orderBy: { id: "desc" },
      select: { payload: true },
    });
    if (!decision) return { status: "pending" };
    const report = verify(JSON.parse(decision.payload) as Record<string, string>);
    return report ? { status: report.status, report } : { status: "unknown" };
  },
  // The sandbox holds no money: a refund succeeds at once, under a reference derived from ours.
  async refundPayment(input: RefundInput): Promise<RefundAnswer> {
    return {
      status: "refunded",
      providerRefundNo: `SBXRF${hmacSha256Hex(secret(), `refund:${input.refundNo}`).slice(0, 16)}`,
    };
  },
  acknowledge(ok: boolean) {
    return Response.json({ ok }, { status: ok ? 200 : 400 });
  },
};
