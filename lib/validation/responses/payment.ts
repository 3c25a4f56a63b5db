// Response schemas of the payment endpoints.
import { z } from "zod";
import { cents, dateTime, int } from "./common";

/** What the client does next: open a URL, call the messaging app's or the wallet's bridge, or hand over to a mini-program. */
export const payActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("redirect"), url: z.string() }),
  z.object({ kind: z.literal("jsapi"), params: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal("mini"), params: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal("sdk"), orderString: z.string() }),
  z.object({
    kind: z.literal("qr"),
    codeUrl: z.string().meta({ description: "What the QR code shows: the messaging app scans it to pay (Native pay)" }),
  }),
]);

const channel = z.enum([
  "alipay-app",
  "alipay-wap",
  "wechat-jsapi",
  "wechat-h5",
  "wechat-mini",
  "wechat-native",
  "bank-h5",
  "bank-alipay-h5",
  "bank-wx-ali",
]);

export const createdPaymentSchema = z.object({
  orderId: int,
  outTradeNo: z.string().nullable(),
  amount: cents,
  provider: z.enum(["none", "sandbox", "wechat", "alipay", "icbc"]),
  channel,
  paid: z.boolean(),
  action: payActionSchema
    .nullable()
    .meta({ description: "What the client does next to pay; null when the order is already paid" }),
});

export const paymentStateSchema = z.object({
  orderId: int,
  status: int,
  paid: z.boolean(),
  totalAmount: cents.meta({ description: "The order total in cents: what was paid, or is due" }),
  payments: z.array(
    z.object({
      outTradeNo: z.string(),
      provider: z.string(),
      method: z.string(),
      amount: cents,
      status: z.string(),
      paidAt: dateTime.nullable(),
    }),
  ),
});

export const notificationResultSchema = z.object({
  accepted: z.boolean(),
  outcome: z.enum([
    "created",
    "paid",
    "duplicate",
    "refund_pending",
    "failed",
    "rejected_signature",
    "rejected_amount",
    "unknown_payment",
    "provider_error",
    "refund_settled",
  ]),
  orderId: int.nullable(),
  orderStatus: int.nullable(),
});

export const payMethodsSchema = z.object({
  environment: z.string(),
  methods: z.array(z.object({ channel, path: z.string(), provider: z.enum(["sandbox", "wechat", "alipay", "icbc"]) })),
});

export const sandboxCashierSchema = z.object({
  outTradeNo: z.string(),
  orderId: int,
  orderNo: z.string(),
  channel,
  subject: z.string().meta({ description: "The order's first product, named in the reader's locale" }),
  itemCount: int.meta({ description: "Products (lines) in the order" }),
  amount: cents,
  expiresAt: dateTime,
  decided: z.enum(["pay", "cancel"]).nullable(),
});

export const sandboxDecidedSchema = z.object({
  orderId: int,
  decision: z.enum(["pay", "cancel"]),
  delivered: z.boolean(),
});

/** The provider's own acknowledgement (XML for the messaging app, text for the others), not JSON. */
export const providerAckSchema = z.string().meta({ description: "The provider's acknowledgement format" });
