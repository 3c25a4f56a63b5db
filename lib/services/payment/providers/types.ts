// The one interface every payment provider implements: create a payment (what the client needs to
// pay), verify a notification, and ask for a payment's status. The order amount is always ours, never
// the client's; a provider only reports what it was paid.
import type { z } from "zod";
import type { payActionSchema } from "@/lib/validation/responses/payment";
import type { Currency } from "@/lib/domain/money";

export type ProviderName = "sandbox" | "wechat" | "alipay" | "icbc";

/** How the shopper pays, one per payment endpoint of the specification. */
export type PayChannel =
  | "wechat-jsapi" // wechat-pay-sign: inside the messaging app's browser
  | "wechat-h5" // h5-wechat-pay-sign, wechat-h5-pay: the messaging app's pay from another browser
  | "wechat-mini" // wx-mini-pay: inside the messaging app's mini-program
  | "wechat-native" // wechat-native-pay: a QR code the messaging app scans, on a desktop browser
  | "alipay-app" // alipay-app: the wallet's pay, inside the wallet
  | "alipay-wap" // alipay-wap: the wallet's H5 (WAP) pay, from any browser (opens the wallet or its web cashier)
  | "bank-h5" // mpay-h5: the bank channel's H5 cashier
  | "bank-alipay-h5" // mpay-ali-h5: the bank channel, paying with the wallet
  | "bank-wx-ali"; // mpay-wx-ali: the bank channel's aggregated messaging-app / wallet pay

export type CreatePaymentInput = {
  outTradeNo: string;
  /** Minor units of `currency`, the shop's (docs/decisions/037-currency.md). */
  amount: number;
  currency: Currency;
  subject: string;
  channel: PayChannel;
  expiresAt: Date;
  /** Absolute URL the provider notifies. */
  notifyUrl: string;
  /** Absolute URL the shopper returns to after paying. */
  returnUrl: string;
  clientIp: string;
  openId?: string;
};

/** What the client does next: open a URL, call the messaging app's or the wallet's bridge, or hand over to a mini-program. */
export type PayAction = z.output<typeof payActionSchema>;

/**
 * A verified notification or query answer, in our terms. `paidAt`, when the provider signs it, is when
 * the shopper paid: a report that arrives late (a lost notification, caught up by a status query)
 * still pays an order that was paid before it expired.
 */
export type PaymentReport = {
  kind?: "payment";
  outTradeNo: string;
  providerTradeNo: string;
  amount: number;
  status: "paid" | "failed";
  paidAt?: Date;
  /** The currency the provider says the amount is in, when it says: one other than the shop's is refused. */
  currency?: string;
  /** What the provider signed, kept as the event's payload when it is not the notification's parameters (v3's decrypted resource). */
  evidence?: unknown;
};

/** A verified report of a refund's outcome (WeChat Pay v3's refund notification): ours by refundNo. */
export type RefundReport = {
  kind: "refund";
  outTradeNo: string;
  refundNo: string;
  providerRefundNo: string;
  amount: number;
  status: "refunded" | "failed" | "pending";
  evidence?: unknown;
};

/**
 * A notification as it arrived: its parameters (form, XML or query, parsed), and for providers that
 * sign the exact bytes and headers (WeChat Pay v3) the raw body and the headers.
 */
export type IncomingNotification = { params: Record<string, string>; body: string; headers: Headers };

/** A refund of (part of) a paid payment; `refundNo` is ours and makes a retried call the same refund. */
export type RefundInput = {
  outTradeNo: string;
  providerTradeNo: string | null;
  refundNo: string;
  amount: number;
  totalAmount: number;
  /** The shop's currency, which the payment was made in (fixed once an order exists). */
  currency: Currency;
  reason: string;
};

/** refunded: the money is on its way back; pending: accepted, to be confirmed; failed: refused (message says why). */
export type RefundAnswer = { status: "refunded" | "pending" | "failed"; providerRefundNo?: string; message?: string };

export type QueryAnswer = { status: "paid" | "failed" | "pending" | "unknown"; report?: PaymentReport };

/** One line of a provider's trade bill, in our terms (cents); a refund is its own line. */
export type TradeBillLine = {
  at: string;
  kind: "payment" | "refund";
  outTradeNo: string;
  providerTradeNo: string;
  /** The payment's amount (payment lines) or the refund's (refund lines). */
  amount: number;
  refundNo: string | null;
  providerRefundNo: string | null;
  status: string;
  currency: string;
};

/** One line of a provider's fund-flow bill (the account's money in and out). */
export type FundBillLine = {
  at: string;
  providerNo: string;
  flowNo: string;
  direction: "in" | "out";
  amount: number;
  type: string;
  voucherNo: string;
};

/** A day's bill (shop time, +8) as the provider serves it, parsed: its lines and its own totals. */
export type Bill =
  | { kind: "trade"; date: string; lines: TradeBillLine[]; totals: { count: number; paid: number; refunded: number } }
  | { kind: "fund"; date: string; lines: FundBillLine[]; totals: { count: number; income: number; expense: number } };
export type BillKind = Bill["kind"];

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<PayAction>;
  /**
   * The report if the notification carries a valid signature of this provider and is for this
   * merchant (and means something), else null: nothing unverified goes further.
   */
  verifyNotification(notification: IncomingNotification): PaymentReport | RefundReport | null;
  queryPayment(outTradeNo: string): Promise<QueryAnswer>;
  /** Gives a paid payment's money back through the provider it was paid with. Idempotent per refundNo. */
  refundPayment(input: RefundInput): Promise<RefundAnswer>;
  /** Where a refund stands at the provider (those that refund asynchronously, or can be asked). */
  queryRefund?(input: { outTradeNo: string; refundNo: string }): Promise<RefundAnswer>;
  /** Closes an unpaid payment at the provider, so it can no longer be paid (WeChat Pay v3, Alipay). */
  closePayment?(outTradeNo: string): Promise<void>;
  /** The provider's bill of a day (YYYY-MM-DD, shop time), for reconciliation. */
  downloadBill?(date: string, kind: BillKind): Promise<Bill>;
  /** The body the provider expects after a notification: acknowledged (stop retrying) or not. */
  acknowledge(ok: boolean): Response;
}
