// What the back office's service desk answers: after-sales and refunds, the consult inbox, reviews,
// shoppers, staff and the dashboard.
import { z } from "zod";
import { roles, permissions } from "@/lib/domain/permissions";
import { auditRowSchema } from "./admin";
import { adminPaymentSchema, adminShopperRefSchema } from "./admin-orders";
import { cents, dateTime, int, pageOf } from "./common";
import { returnShippingSchema } from "../after-sales";

export const adminAfterSaleSchema = z.object({
  id: int,
  orderId: int,
  orderNo: z.string(),
  orderStatus: int,
  type: z.string().meta({ description: "refund or return" }),
  status: z.string().meta({
    description: "pending, rejected, awaiting_return, returning, closed, refunding, refunded, refund_failed",
  }),
  reason: z.string().meta({ description: "not_wanted, quality, wrong_item, missing_item or other" }),
  description: z.string().meta({ description: "The shopper's own words" }),
  scope: z.string().meta({ description: "order (every unit) or items (some units of some items)" }),
  amount: cents,
  images: z.array(z.string()),
  operatorNote: z.string(),
  createdAt: dateTime,
  decidedAt: dateTime.nullable(),
  refundedAt: dateTime.nullable(),
  shopper: adminShopperRefSchema,
});
export type AdminAfterSale = z.output<typeof adminAfterSaleSchema>;
export const adminAfterSalePageSchema = pageOf(adminAfterSaleSchema);

export const adminAfterSaleDetailSchema = adminAfterSaleSchema.extend({
  items: z.array(
    z.object({
      id: int,
      name: z.string(),
      skuName: z.string(),
      image: z.string(),
      price: cents,
      quantity: int,
      requested: int.meta({ description: "Units of this item the request covers (0: not in it)" }),
      requestedAmount: cents.meta({ description: "What those units refund" }),
      resellable: int.meta({ description: "On receipt: units back on sale" }),
      damaged: int.meta({ description: "On receipt: units written off as damaged" }),
    }),
  ),
  returnShipping: returnShippingSchema.extend({ writeOffNote: z.string() }),
  breakdown: z
    .object({
      goodsAmount: cents,
      couponShare: cents,
      pointsShare: cents,
      freightAmount: cents,
      pointsBack: int,
      couponBack: z.boolean(),
    })
    .meta({ description: "The refund: goods - coupon share - points share + freight (docs/decisions/018)" }),
  payments: z.array(adminPaymentSchema),
  audit: z.array(auditRowSchema),
});
export type AdminAfterSaleDetail = z.output<typeof adminAfterSaleDetailSchema>;

export const afterSaleDecisionSchema = z.object({
  id: int,
  status: z.string().meta({ description: "The request's status after the decision (refunded, refund_failed, ...)" }),
});

export const refundQueuePageSchema = pageOf(adminPaymentSchema.extend({ orderNo: z.string() }));

const billLine = z.object({
  at: z.string().meta({ description: "When, as the bill writes it (shop time)" }),
  kind: z.enum(["payment", "refund"]),
  outTradeNo: z.string(),
  providerTradeNo: z.string(),
  amount: int.meta({ description: "Cents: the payment's, or the refund's" }),
  refundNo: z.string().nullable(),
  providerRefundNo: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
});

/** A provider's trade bill of a day, matched line by line with our payments and refunds. */
export const billCheckSchema = z.object({
  provider: z.enum(["wechat", "alipay"]),
  date: z.string(),
  totals: z.object({ count: int, paid: int, refunded: int }),
  lines: z.array(
    billLine.extend({
      orderId: int.nullable(),
      ourAmount: int.nullable().meta({ description: "What our record says, cents (null: no record of ours)" }),
      agrees: z.boolean(),
    }),
  ),
  missing: z
    .array(
      z.object({
        kind: z.enum(["payment", "refund"]),
        outTradeNo: z.string(),
        refundNo: z.string().nullable(),
        amount: int,
        orderId: int,
      }),
    )
    .meta({ description: "Our payments and refunds of that day that the bill does not list" }),
  agrees: z.boolean(),
});

export const adminThreadSchema = z.object({
  userId: int,
  username: z.string().nullable(),
  nickname: z.string(),
  waiting: int.meta({ description: "Shopper messages no operator has answered yet" }),
  lastAt: dateTime,
  lastContent: z.string(),
  lastSender: z.enum(["shopper", "service"]),
});
export const adminThreadPageSchema = pageOf(adminThreadSchema);

export const adminConsultMessageSchema = z.object({
  id: int,
  sender: z.enum(["shopper", "service"]),
  content: z.string(),
  readAt: dateTime.nullable(),
  createdAt: dateTime,
  product: z.object({ id: int, name: z.string(), image: z.string(), price: cents }).nullable(),
});
export const adminThreadDetailSchema = z.object({
  shopper: adminShopperRefSchema,
  rows: z.array(adminConsultMessageSchema).meta({ description: "The last 100 messages, oldest first" }),
});

export const adminReviewSchema = z.object({
  id: int,
  productId: int,
  productName: z.string(),
  orderId: int,
  orderNo: z.string(),
  shopper: adminShopperRefSchema,
  skuName: z.string(),
  rating: int,
  content: z.string(),
  images: z.array(z.string()),
  createdAt: dateTime,
  hiddenAt: dateTime.nullable(),
  hiddenReason: z.string(),
  reply: z.string(),
  repliedAt: dateTime.nullable(),
});
export type AdminReview = z.output<typeof adminReviewSchema>;
export const adminReviewPageSchema = pageOf(adminReviewSchema);

export const adminShopperSchema = z.object({
  id: int,
  username: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  points: int,
  createdAt: dateTime,
  disabledAt: dateTime.nullable(),
  deletedAt: dateTime.nullable(),
  orderCount: int,
});
export type AdminShopper = z.output<typeof adminShopperSchema>;
export const adminShopperPageSchema = pageOf(adminShopperSchema);

export const adminShopperDetailSchema = adminShopperSchema.extend({
  paidTotal: cents.meta({ description: "What the shopper paid for orders that were not refunded" }),
  orders: z.array(z.object({ id: int, orderNo: z.string(), status: int, totalAmount: cents, createdAt: dateTime })),
  points: int,
  pointsLedger: z.array(z.object({ id: int, delta: int, reason: z.string(), createdAt: dateTime })),
  addresses: z.array(
    z.object({
      id: int,
      name: z.string(),
      phone: z.string(),
      address: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  afterSales: z.array(
    z.object({ id: int, orderId: int, type: z.string(), status: z.string(), amount: cents, createdAt: dateTime }),
  ),
  audit: z.array(auditRowSchema),
});
export type AdminShopperDetail = z.output<typeof adminShopperDetailSchema>;

export const staffRowSchema = z.object({
  id: int,
  username: z.string(),
  roles: z.array(z.enum(roles)),
  disabled: z.boolean(),
  totp: z.boolean(),
  demo: z.boolean(),
  createdAt: dateTime,
});
export const staffListSchema = z.object({ rows: z.array(staffRowSchema) });
export const staffCreatedSchema = z.object({
  operator: staffRowSchema,
  otpauthUri: z
    .string()
    .nullable()
    .meta({ description: "owner and finance: the TOTP URI, shown once (add it to an authenticator app)" }),
});
export const rolesCatalogueSchema = z.object({
  roles: z.array(z.object({ role: z.enum(roles), permissions: z.array(z.enum(permissions)), totp: z.boolean() })),
});
export const totpEnrolmentSchema = z.object({
  enrolment: z.string().meta({ description: "Send back with the first code to confirm (valid 10 minutes)" }),
  otpauthUri: z.string(),
  secret: z.string().meta({ description: "The base32 secret, for typing into an app by hand" }),
});

/** Sales by the day they were paid, refunds by the day the provider confirmed them, and the net. */
// The amounts are null for an operator without money:read (issue 35 §7); the counts are for everyone.
const salesFigures = z.object({
  paidAmount: cents.nullable().meta({ description: "Gross: orders paid" }),
  paidOrders: int,
  refundedAmount: cents.nullable().meta({ description: "Refunds confirmed by the provider" }),
  netAmount: int.nullable().meta({ description: "paidAmount − refundedAmount (below 0 on a day of refunds only)" }),
});
const series = z.array(salesFigures.extend({ day: z.string() }));
/** One payment channel's money (what its provider took and gave back), today or over 30 days. */
const channelFigures = z.object({
  payments: int,
  paidAmount: cents.meta({ description: "Payments the channel's provider took" }),
  refundedAmount: cents.meta({ description: "Refunds the channel's provider confirmed" }),
  netAmount: int.meta({ description: "paidAmount − refundedAmount" }),
});
export const dashboardSchema = z.object({
  today: salesFigures,
  last30Days: salesFigures,
  daily: series.meta({ description: "The last 30 days (+8), oldest first" }),
  byChannel: z
    .array(
      z.object({ channel: z.enum(["wechat", "alipay", "bank"]), today: channelFigures, last30Days: channelFigures }),
    )
    .meta({ description: "Gross, refunds and net by payment channel; empty for an operator without money:read" }),
  toShip: int,
  openAfterSales: int,
  refundIssues: int.meta({ description: "Refunds that failed or wait: after-sales and the refund queue" }),
  waitingConsults: int,
  lowStock: z.array(z.object({ skuId: int, productId: int, productName: z.string(), skuName: z.string(), stock: int })),
  lowStockThreshold: int,
});
export type Dashboard = z.output<typeof dashboardSchema>;
