// Response schemas of the order endpoints.
import { z } from "zod";
import { invoiceKinds, invoiceStatuses } from "@/lib/domain/invoice";
import { orderStatusCodes } from "@/lib/domain/order-status";
import { addressRowSchema, pickupPointSchema } from "./address";
import { cents, dateTime, freeShippingSchema, int, pageOf, skuLine } from "./common";
import { usableCouponSchema } from "./engagement";

/** The status code (spec section 4); a number, listed as the codes that exist. */
const status = int.meta({
  enum: [...orderStatusCodes],
  description: "0 unpaid, 10 closed, 500 paid, 510 shipped, 520 received, 530 complete",
});

export const orderCreatedSchema = z.object({
  id: int,
  orderNo: z.string().length(25),
  status,
  itemsAmount: cents,
  freightAmount: cents,
  discountAmount: cents,
  totalAmount: cents,
  pointsUsed: int.meta({ description: "Points spent on this order (100 points = ¥1)" }),
  pointsAmount: cents.meta({ description: "What the spent points took off, in cents" }),
  expiresAt: dateTime,
});

export const orderItemSchema = skuLine.extend({
  id: int,
  quantity: int,
  afterSaleQuantity: int.meta({ description: "Units covered by after-sales requests (pending or refunded)" }),
  review: z
    .object({ id: int, rating: int, auto: z.boolean(), followedUp: z.boolean() })
    .nullable()
    .meta({ description: "This item's review (one per item), null until written" }),
});

/** An order's money after the sale (lib/domain/order-money.ts): paid, refunded, on its way back, net. */
export const orderMoneySchema = z.object({
  paidAmount: cents.meta({ description: "Paid: the total once the order was paid, else 0" }),
  refundedAmount: cents.meta({ description: "Refunded so far, confirmed by the payment provider" }),
  refundingAmount: cents.meta({ description: "Granted back and not confirmed yet" }),
  netAmount: cents.meta({ description: "paidAmount − refundedAmount − refundingAmount" }),
});

export const orderSchema = orderCreatedSchema.extend({
  ...orderMoneySchema.shape,
  deliveryType: z.enum(["express", "pickup"]),
  addressId: int.nullable(),
  pickupPointId: int.nullable(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  remark: z.string(),
  createdAt: dateTime,
  paidAt: dateTime.nullable(),
  shippedAt: dateTime.nullable(),
  receivedAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  closedAt: dateTime.nullable(),
  closeReason: z.string().nullable(),
  courier: z.string(),
  courierCode: z.string().meta({ description: "The courier's code when shipped from the console; empty otherwise" }),
  waybillNo: z.string(),
  afterSaleOpen: z.boolean().meta({ description: "A return waits for the operator" }),
  afterSaleWindow: z.object({
    returnUntil: dateTime.nullable().meta({ description: "Returns for any reason close then (null before receipt)" }),
    qualityUntil: dateTime.nullable().meta({ description: "Returns for the seller's fault close then" }),
    closed: z.enum(["window", "claimed"]).nullable().meta({
      description: "Why a shipped order can no longer be returned: the window passed, or every unit is claimed",
    }),
  }),
  items: z.array(orderItemSchema),
  itemCount: int,
  actions: z.object({
    pay: z.boolean(),
    cancel: z.boolean(),
    changeAddress: z.boolean(),
    confirmReceipt: z.boolean(),
    complete: z.boolean(),
    trajectory: z.boolean(),
    refund: z.boolean(),
    return: z.boolean(),
    review: z.boolean(),
    followUp: z.boolean(),
    rebuy: z.boolean(),
    delete: z.boolean(),
  }),
});
export const orderPageSchema = pageOf(orderSchema);

export const orderInvoiceSchema = z.object({
  kind: z.enum(invoiceKinds),
  title: z.string().meta({ description: "The title; empty for a personal invoice without one (个人)" }),
  taxNumber: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  number: z.string().nullable(),
  issuedAt: dateTime.nullable(),
  hasFile: z.boolean().meta({ description: "Whether its PDF is attached: GET /api/v1/order-invoice downloads it" }),
});

export const invoiceTitlesSchema = z.object({
  rows: z.array(z.object({ id: int, kind: z.enum(invoiceKinds), title: z.string(), taxNumber: z.string().nullable() })),
});

export const orderDetailSchema = orderSchema.extend({
  trajectory: z.array(
    z.object({
      id: int,
      description: z.string(),
      location: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      occurredAt: dateTime,
    }),
  ),
  pickupPoint: pickupPointSchema.nullable(),
  courierName: z.string().meta({
    description: "The courier's name in the reader's locale (the console's couriers); `courier` where unknown",
  }),
  trackingUrl: z
    .string()
    .nullable()
    .meta({ description: "The courier's tracking page for this waybill; null when it has none" }),
  groupId: int.nullable().meta({ description: "The group (拼团) the order holds a seat in; null for any other order" }),
  invoice: orderInvoiceSchema
    .nullable()
    .meta({ description: "The invoice (发票) asked for with the order; null for none" }),
});

export const orderCountsSchema = z.object({
  all: int,
  waitingForPayment: int,
  waitingToShip: int,
  waitingToReceive: int,
  waitingForReview: int,
  complete: int,
  closed: int,
});

export const boughtSkuPageSchema = pageOf(
  skuLine.extend({
    id: int,
    orderId: int,
    orderNo: z.string(),
    quantity: int,
    paidAt: dateTime.nullable(),
  }),
);

export const orderPreviewResultSchema = z.object({
  items: z.array(
    skuLine.extend({
      originalPrice: cents.nullable(),
      quantity: int,
      stock: int,
    }),
  ),
  itemsAmount: cents,
  freightAmount: cents,
  discountAmount: cents,
  totalAmount: cents,
  deliveryType: z.enum(["express", "pickup"]),
  address: addressRowSchema.nullable(),
  pickupPoint: pickupPointSchema.nullable(),
  couponId: int.nullable(),
  coupons: z.array(usableCouponSchema),
  points: z
    .object({
      balance: int,
      max: int.meta({
        description:
          "The most points this order may spend (at most half of the goods after the coupon, and the balance)",
      }),
      used: int,
      perYuan: int.meta({ description: "Points per ¥1 off" }),
    })
    .meta({
      description: "积分抵扣: the balance, the most this order may spend, the points applied and what they are worth",
    }),
  pointsAmount: cents.meta({ description: "What the applied points take off, in cents" }),
  stockOk: z
    .boolean()
    .meta({ description: "False when some line wants more than is in stock: submitting would answer 409" }),
  freeShipping: freeShippingSchema,
  deliverable: z.boolean().meta({
    description:
      "False when the address is in a region the shop has no freight rule for: submitting would answer 409 NOT_DELIVERABLE",
  }),
});
