// The one JSON shape of an order, for lists and the detail screen (money in cents, times as ISO text),
// with what the shopper may do next derived from the status and the after-purchase windows in one place.
import { followUpDeadline, returnOpen, returnWindows } from "../after-sales/windows";
import {
  canApplyRefund,
  canApplyReturn,
  canCancel,
  canChangeAddress,
  canComplete,
  canConfirmReceipt,
  canDeleteOrder,
  canFollowUp,
  canPay,
  canRebuy,
  canReview,
} from "@/lib/domain/order-status";
import { afterSaleMoneySelect, orderMoney } from "@/lib/domain/order-money";
import { OPEN_AFTER_SALE_STATUSES } from "@/lib/domain/after-sale-status";
import type { z } from "zod";
import type { orderSchema } from "@/lib/validation/responses/order";

/** An order line as bought. */
export const orderItemSelect = {
  id: true,
  productId: true,
  skuId: true,
  name: true,
  skuName: true,
  image: true,
  price: true,
  quantity: true,
} as const;

/** ... and what happened to it after the purchase. */
const orderItemStateSelect = {
  ...orderItemSelect,
  afterSaleQuantity: true,
  review: { select: { id: true, rating: true, auto: true, followUpAt: true } },
} as const;

/** After-sales requests still open (a mutable copy: Prisma's filters take string[]). */
const openAfterSaleStatuses: string[] = [...OPEN_AFTER_SALE_STATUSES];

export const orderSelect = {
  id: true,
  orderNo: true,
  status: true,
  itemsAmount: true,
  freightAmount: true,
  discountAmount: true,
  totalAmount: true,
  deliveryType: true,
  addressId: true,
  pickupPointId: true,
  receiverName: true,
  receiverPhone: true,
  receiverAddress: true,
  remark: true,
  createdAt: true,
  expiresAt: true,
  paidAt: true,
  shippedAt: true,
  receivedAt: true,
  completedAt: true,
  closedAt: true,
  closeReason: true,
  pointsUsed: true,
  pointsAmount: true,
  courier: true,
  courierCode: true,
  waybillNo: true,
  afterSaleOpen: true,
  items: { select: orderItemStateSelect, orderBy: { id: "asc" } },
  // Every request's status and amount: the money read (lib/domain/order-money.ts), and whether one is
  // not finished (a return awaiting the operator or the goods, a refund not arrived), which withholds
  // deletion: the order must stay in the shopper's list while it is being dealt with.
  afterSales: afterSaleMoneySelect,
} as const;

type OrderItemRecord = {
  id: number;
  productId: number;
  skuId: number;
  name: string;
  skuName: string;
  image: string;
  price: number;
  quantity: number;
  afterSaleQuantity: number;
  review: { id: number; rating: number; auto: boolean; followUpAt: Date | null } | null;
};

export type OrderRecord = {
  id: number;
  orderNo: string;
  status: number;
  itemsAmount: number;
  freightAmount: number;
  discountAmount: number;
  totalAmount: number;
  deliveryType: string;
  addressId: number | null;
  pickupPointId: number | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  remark: string;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  completedAt: Date | null;
  closedAt: Date | null;
  closeReason: string | null;
  pointsUsed: number;
  pointsAmount: number;
  courier: string;
  courierCode: string;
  waybillNo: string;
  afterSaleOpen: boolean;
  items: OrderItemRecord[];
  afterSales: { status: string; amount: number }[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type OrderView = z.output<typeof orderSchema>;

export function orderView(o: OrderRecord, now: Date = new Date()): OrderView {
  const unitsLeft = o.items.some((i) => i.afterSaleQuantity < i.quantity);
  const shipped = canApplyReturn(o.status);
  const returnable = shipped && unitsLeft && returnOpen(o.receivedAt, "quality", now);
  const windows = returnWindows(o.receivedAt);
  const reviewed = o.items.filter((i) => i.review !== null);
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    itemsAmount: o.itemsAmount,
    freightAmount: o.freightAmount,
    discountAmount: o.discountAmount,
    totalAmount: o.totalAmount,
    ...orderMoney(o, o.afterSales),
    deliveryType: o.deliveryType as "express" | "pickup",
    addressId: o.addressId,
    pickupPointId: o.pickupPointId,
    receiverName: o.receiverName,
    receiverPhone: o.receiverPhone,
    receiverAddress: o.receiverAddress,
    remark: o.remark,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
    receivedAt: iso(o.receivedAt),
    completedAt: iso(o.completedAt),
    closedAt: iso(o.closedAt),
    closeReason: o.closeReason,
    pointsUsed: o.pointsUsed,
    pointsAmount: o.pointsAmount,
    courier: o.courier,
    courierCode: o.courierCode,
    waybillNo: o.waybillNo,
    afterSaleOpen: o.afterSaleOpen,
    afterSaleWindow: {
      returnUntil: iso(windows.returnUntil),
      qualityUntil: iso(windows.qualityUntil),
      closed: !shipped || returnable ? null : unitsLeft ? "window" : "claimed",
    },
    items: o.items.map(({ review, ...item }) => ({
      ...item,
      review: review && {
        id: review.id,
        rating: review.rating,
        auto: review.auto,
        followedUp: review.followUpAt !== null,
      },
    })),
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    // The status's answers (lib/domain/order-status.ts) with what the status cannot tell: units left,
    // the windows, the reviews written.
    actions: {
      pay: canPay(o.status),
      cancel: canCancel(o.status),
      changeAddress: canChangeAddress(o.status),
      confirmReceipt: canConfirmReceipt(o.status),
      complete: canComplete(o.status),
      trajectory: o.shippedAt !== null,
      refund: canApplyRefund(o.status) && unitsLeft,
      return: returnable,
      review: canReview(o.status) && reviewed.length < o.items.length,
      followUp:
        canFollowUp(o.status) &&
        reviewed.some((i) => !i.review!.followUpAt) &&
        o.receivedAt !== null &&
        now <= followUpDeadline(o.receivedAt),
      rebuy: canRebuy(o.status),
      delete: canDeleteOrder(o.status) && !o.afterSales.some((a) => openAfterSaleStatuses.includes(a.status)),
    },
  };
}
