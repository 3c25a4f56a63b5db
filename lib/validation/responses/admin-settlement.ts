// Answers of the daily settlement and the reconciliation (issue 34 §5).
import { z } from "zod";

const int = z.number().int();
const channel = z.enum(["wechat", "alipay", "bank"]);

export const settlementRowSchema = z.object({
  day: z.string().meta({ description: "The shop's day, yyyy-MM-dd" }),
  channel,
  payments: int,
  paidAmount: int.meta({ description: "Payments received that day, cents" }),
  refunds: int,
  refundedAmount: int.meta({ description: "Refunds the provider confirmed that day, cents" }),
  netAmount: int,
  reconciliation: z
    .object({ status: z.enum(["none", "reconciled", "differences"]), differences: int })
    .nullable()
    .meta({ description: "null: the channel's provider writes no statement we read" }),
});

export const settlementSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(settlementRowSchema),
  totals: z.object({ payments: int, paidAmount: int, refunds: int, refundedAmount: int, netAmount: int }),
  statements: z
    .object({ wechat: z.enum(["sandbox", "provider", "none"]), alipay: z.enum(["sandbox", "provider", "none"]) })
    .meta({
      description:
        "Where each channel's statement comes from: the sandbox writes one, the provider serves one (real keys), or none (no merchant number to check it against)",
    }),
});

export const differenceSchema = z.object({
  kind: z.enum([
    "paid_at_provider_only",
    "paid_in_shop_only",
    "amount_differs",
    "refund_missing_in_shop",
    "refund_missing_at_provider",
  ]),
  of: z.enum(["payment", "refund"]),
  outTradeNo: z.string(),
  refundNo: z.string().nullable(),
  orderId: int.nullable(),
  orderNo: z.string().nullable(),
  paymentId: int.nullable(),
  providerAmount: int.nullable(),
  shopAmount: int.nullable(),
});

export const reconciliationSchema = z.object({
  channel: z.enum(["wechat", "alipay"]),
  day: z.string(),
  status: z.enum(["reconciled", "differences"]),
  format: z.string(),
  source: z.enum(["upload", "download"]),
  merchant: z.string(),
  lineCount: int,
  providerPaid: int,
  providerRefunded: int,
  differences: z.array(differenceSchema),
  importedBy: z.string(),
  importedAt: z.string(),
});
