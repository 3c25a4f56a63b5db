// What the back office's order endpoints answer (lib/api/admin-endpoints/orders.ts).
import { z } from "zod";
import { batchOutcomes } from "@/lib/validation/admin-orders";
import { orderStatusCodes } from "@/lib/domain/order-status";
import { auditRowSchema } from "./admin";
import { cents, dateTime, int, pageOf } from "./common";
import { orderMoneySchema } from "./order";

const status = int.meta({
  enum: [...orderStatusCodes],
  description: "0 unpaid, 10 closed, 500 paid, 510 shipped, 520 received, 530 complete",
});

export const adminShopperRefSchema = z
  .object({ id: int, username: z.string().nullable(), phone: z.string().nullable(), nickname: z.string() })
  .nullable()
  .meta({ description: "The shopper; null when the account was cancelled" });

export const adminOrderRowSchema = z.object({
  id: int,
  orderNo: z.string(),
  status,
  totalAmount: cents,
  ...orderMoneySchema.shape,
  itemCount: int,
  firstItem: z.object({ name: z.string(), image: z.string() }).nullable(),
  shopper: adminShopperRefSchema,
  receiverName: z.string(),
  receiverPhone: z.string(),
  contactHidden: z.boolean().meta({
    description:
      "The operator's roles do not see shoppers (no shopper:read): names and phones masked, the address withheld",
  }),
  createdAt: dateTime,
  paidAt: dateTime.nullable(),
  shippedAt: dateTime.nullable(),
  afterSaleOpen: z.boolean(),
  courier: z.string(),
  waybillNo: z.string(),
});
export type AdminOrderRow = z.output<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = pageOf(adminOrderRowSchema);

export const adminPaymentSchema = z.object({
  id: int,
  orderId: int,
  provider: z.string(),
  method: z.string(),
  outTradeNo: z.string(),
  amount: cents,
  status: z.string().meta({ description: "pending, paid, refund_pending, failed, refunding, refund_failed, refunded" }),
  paidAt: dateTime.nullable(),
  refundNo: z
    .string()
    .nullable()
    .meta({ description: "A refund-queue refund's number; after-sales refunds carry their own" }),
  refundedAmount: cents.meta({ description: "Cents claimed by after-sales refunds (part refunds add up here)" }),
  refundedAt: dateTime.nullable(),
  createdAt: dateTime,
  lastEvent: z
    .object({ kind: z.string(), outcome: z.string(), at: dateTime })
    .nullable()
    .meta({ description: "The provider's last answer (a failed refund shows here)" }),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  itemsAmount: cents,
  freightAmount: cents,
  discountAmount: cents,
  pointsUsed: int,
  pointsAmount: cents,
  deliveryType: z.string(),
  receiverAddress: z.string(),
  remark: z.string().meta({ description: "The shopper's remark" }),
  staffRemark: z.string().meta({ description: "The operators' internal remark, never shown to the shopper" }),
  receivedAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  closedAt: dateTime.nullable(),
  closeReason: z.string().nullable(),
  expiresAt: dateTime,
  items: z.array(
    z.object({
      id: int,
      productId: int,
      skuId: int,
      name: z.string(),
      skuName: z.string(),
      image: z.string(),
      price: cents,
      quantity: int,
    }),
  ),
  payments: z.array(adminPaymentSchema),
  trajectory: z.array(z.object({ id: int, description: z.string(), location: z.string(), occurredAt: dateTime })),
  afterSales: z.array(
    z.object({ id: int, type: z.string(), status: z.string(), amount: cents, reason: z.string(), createdAt: dateTime }),
  ),
  audit: z.array(auditRowSchema).meta({
    description:
      "The order's audit trail (the last 50) and the shopper's own steps (placed, paid, received, after-sales asked, reviewed; actor shopper:<id>), newest first",
  }),
});
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

export const adminShippedSchema = z.object({
  id: int,
  orderNo: z.string(),
  status,
  shippedAt: dateTime.nullable(),
  courier: z.string(),
  waybillNo: z.string(),
});

export const shipBatchReportSchema = z.object({
  applied: z.boolean().meta({ description: "True when the lines marked `ship` were shipped (a confirmed batch)" }),
  lines: z.array(
    z.object({
      line: int.meta({ description: "Line of the file (the header is line 1)" }),
      orderNo: z.string(),
      outcome: z.enum(batchOutcomes),
      courier: z
        .string()
        .meta({ description: "The courier's code when the cell names an accepted one, else the cell" }),
      waybill: z.string(),
      status: int.nullable().meta({ description: "The order's status, when it exists" }),
      firstLine: int.nullable().meta({ description: "For `repeated`: the line that named the order first" }),
    }),
  ),
  couriers: z
    .array(z.object({ code: z.string(), name: z.string() }))
    .meta({ description: "The couriers a file may name (by code or any of their names)" }),
});
export type ShipBatchReport = z.output<typeof shipBatchReportSchema>;
