// The one interface every payment provider implements: create a payment (what the client needs to
// pay), verify a notification, and ask for a payment's status. The order amount is always ours, never
// the client's; a provider only reports what it was paid.
import type { z } from "zod";
import type { payActionSchema } from "@/lib/validation/responses/payment";

export type ProviderName = "sandbox" | "wechat" | "alipay" | "icbc";

/** How the shopper pays, one per payment endpoint of the specification. */
export type PayChannel =
  | "wechat-jsapi" // wechat-pay-sign: inside the messaging app's browser
  | "wechat-h5" // h5-wechat-pay-sign, wechat-h5-pay: the messaging app's pay from another browser
  | "wechat-mini" // wx-mini-pay: inside the messaging app's mini-program
  | "alipay-app" // alipay-app: the wallet's pay, inside the wallet
  | "alipay-wap" // alipay-wap: the wallet's H5 (WAP) pay, from any browser (opens the wallet or its web cashier)
  | "bank-h5" // mpay-h5: the bank channel's H5 cashier
  | "bank-alipay-h5" // mpay-ali-h5: the bank channel, paying with the wallet
  | "bank-wx-ali"; // mpay-wx-ali: the bank channel's aggregated messaging-app / wallet pay

export type CreatePaymentInput = {
  outTradeNo: string;
  amount: number;
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
  outTradeNo: string;
  providerTradeNo: string;
  amount: number;
  status: "paid" | "failed";
  paidAt?: Date;
};

/** A refund of (part of) a paid payment; `refundNo` is ours and makes a retried call the same refund. */
export type RefundInput = {
  outTradeNo: string;
  providerTradeNo: string | null;
  refundNo: string;
  amount: number;
  totalAmount: number;
  reason: string;
};

/** refunded: the money is on its way back; pending: accepted, to be confirmed; failed: refused (message says why). */
export type RefundAnswer = { status: "refunded" | "pending" | "failed"; providerRefundNo?: string; message?: string };

export type QueryAnswer = { status: "paid" | "failed" | "pending" | "unknown"; report?: PaymentReport };

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<PayAction>;
  /** The report if the parameters carry a valid signature of this provider (and mean something), else null. */
  verifyNotification(params: Record<string, string>): PaymentReport | null;
  queryPayment(outTradeNo: string): Promise<QueryAnswer>;
  /** Gives a paid payment's money back through the provider it was paid with. Idempotent per refundNo. */
  refundPayment(input: RefundInput): Promise<RefundAnswer>;
  /** The body the provider expects after a notification: acknowledged (stop retrying) or not. */
  acknowledge(ok: boolean): Response;
}
