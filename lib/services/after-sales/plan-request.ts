// An after-sales request's plan, shared by the quote, the application and the operator's decision:
// the order as the request sees it, the unit slots other requests hold, the units asked for and what
// they give back (./refund-math.ts), which kind of request the order's status allows
// (lib/domain/order-status.ts) and the reasons whose window is open (./windows.ts).
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { afterSaleType, RELEASED_STATUSES, type AfterSaleType } from "@/lib/domain/after-sale-status";
import { canApplyRefund, canApplyReturn, orderStatus } from "@/lib/domain/order-status";
import { afterSaleReasons, type AfterSaleReason } from "@/lib/validation/after-sales";
import { sumFigures, takeUnits, unitFigures, type UnitsShare } from "./refund-math";
import { returnOpen } from "./windows";

export const orderForAfterSale = {
  id: true,
  userId: true,
  status: true,
  receivedAt: true,
  totalAmount: true,
  discountAmount: true,
  pointsAmount: true,
  pointsUsed: true,
  freightAmount: true,
  userCouponId: true,
  items: {
    select: {
      id: true,
      productId: true,
      skuId: true,
      name: true,
      skuName: true,
      image: true,
      price: true,
      quantity: true,
      afterSaleQuantity: true,
    },
    orderBy: { id: "asc" as const },
  },
} as const;

export type OrderForAfterSale = {
  id: number;
  userId: number | null;
  status: number;
  receivedAt: Date | null;
  totalAmount: number;
  discountAmount: number;
  pointsAmount: number;
  pointsUsed: number;
  freightAmount: number;
  userCouponId: number | null;
  items: {
    id: number;
    productId: number;
    skuId: number;
    name: string;
    skuName: string;
    image: string;
    price: number;
    quantity: number;
    afterSaleQuantity: number;
  }[];
};

export async function loadOrderOrThrow(tx: Tx, orderId: number, userId?: number): Promise<OrderForAfterSale> {
  const order = await tx.order.findFirst({
    where: { id: orderId, ...(userId === undefined ? {} : { userId, deletedAt: null }) },
    select: orderForAfterSale,
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  return order;
}

/** The unit slots of each line that requests not rejected or closed hold (a request from before part returns holds all). */
export async function heldSlots(tx: Tx, order: OrderForAfterSale): Promise<Map<number, Set<number>>> {
  const rows = await tx.afterSaleItem.findMany({
    where: {
      orderItemId: { in: order.items.map((i) => i.id) },
      afterSale: { status: { notIn: [...RELEASED_STATUSES] } },
    },
    select: { orderItemId: true, units: true },
  });
  const held = new Map(order.items.map((i) => [i.id, new Set<number>()]));
  for (const row of rows) {
    const line = order.items.find((i) => i.id === row.orderItemId)!;
    const slots =
      row.units === null ? Array.from({ length: line.quantity }, (_, s) => s) : (JSON.parse(row.units) as number[]);
    for (const s of slots) held.get(line.id)!.add(s);
  }
  return held;
}

export type PlannedLine = UnitsShare & { item: OrderForAfterSale["items"][number] };
export type Plan = {
  lines: PlannedLine[];
  wholeOrder: boolean;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  refundAmount: number;
};

/** The units asked for (or every unit no request holds) and what they give back. */
export function planRequest(
  order: OrderForAfterSale,
  held: Map<number, Set<number>>,
  wanted: { orderItemId: number; quantity: number }[] | undefined,
): Plan {
  const figures = unitFigures({
    discountAmount: order.discountAmount,
    pointsAmount: order.pointsAmount,
    pointsUsed: order.pointsUsed,
    lines: order.items,
  });
  const asked =
    wanted ??
    order.items
      .map((i) => ({ orderItemId: i.id, quantity: i.quantity - held.get(i.id)!.size }))
      .filter((w) => w.quantity > 0);
  if (asked.length === 0) throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOTHING_LEFT" });
  const lines = asked.map(({ orderItemId, quantity }) => {
    const item = order.items.find((i) => i.id === orderItemId);
    if (!item) throw new ApiError("NOT_FOUND", { key: "ORDER_ITEM_NOT_FOUND" });
    const left = item.quantity - held.get(item.id)!.size;
    if (quantity > left)
      throw new ApiError("CONFLICT", { key: "AFTER_SALE_QUANTITY", values: { name: item.name, left } });
    return { ...takeUnits(figures.get(item.id)!, held.get(item.id)!, quantity), item };
  });
  const wholeOrder = order.items.every(
    (i) => held.get(i.id)!.size + (lines.find((l) => l.item.id === i.id)?.quantity ?? 0) === i.quantity,
  );
  const sum = sumFigures(lines);
  // Rule 4: the freight comes back only when nothing of the order ships (not shipped yet: waiting to
  // ship, or paid in a group that failed).
  const unshipped = order.status === orderStatus.WAITING_TO_SHIP || order.status === orderStatus.WAITING_FOR_GROUP;
  const freightAmount = wholeOrder && unshipped ? order.freightAmount : 0;
  return {
    lines,
    wholeOrder,
    goodsAmount: sum.goods,
    couponShare: sum.coupon,
    pointsShare: sum.pointsShare,
    freightAmount,
    pointsBack: sum.points,
    refundAmount: sum.amount + freightAmount,
  };
}

/** Which request the order's status allows, or 409. */
export function typeFor(status: number): AfterSaleType {
  if (canApplyRefund(status)) return afterSaleType.REFUND;
  if (canApplyReturn(status)) return afterSaleType.RETURN;
  throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOT_ALLOWED" });
}

/** The reasons a request may give now: any for a refund; for a return, those whose window is open. */
export function reasonsOpen(order: OrderForAfterSale, type: AfterSaleType, now: Date): AfterSaleReason[] {
  if (type === afterSaleType.REFUND) return [...afterSaleReasons];
  return afterSaleReasons.filter((r) => returnOpen(order.receivedAt, r, now));
}

export async function claimUnits(tx: Tx, lines: PlannedLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await tx.orderItem.updateMany({
      where: { id: line.item.id, afterSaleQuantity: { lte: line.item.quantity - line.quantity } },
      data: { afterSaleQuantity: { increment: line.quantity } },
    });
    if (taken.count !== 1)
      throw new ApiError("CONFLICT", { key: "AFTER_SALE_QUANTITY", values: { name: line.item.name, left: 0 } });
  }
}
