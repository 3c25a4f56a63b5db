// Reading the shopper's orders: lists by status, the detail with its trajectory, counts for the "me"
// screen, and the SKUs bought. Reads close the caller's expired unpaid orders first, so nobody ever
// sees an order "waiting for payment" that can no longer be paid.
import { invoiceView } from "./invoice";
import { db, dbReady, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import { findPickupPointOrThrow } from "../account/address";
import { closeExpiredOrders, closeOrderIfExpired } from "./expiry";
import { orderStatus } from "@/lib/domain/order-status";
import { orderItemSelect, orderSelect, orderView, type OrderView } from "./view";
import type { z } from "zod";
import type { boughtSkuPageSchema, orderCountsSchema, orderDetailSchema } from "@/lib/validation/responses/order";

async function readOrder(userId: number, id: number, client: Tx | typeof db = db) {
  return client.order.findFirst({ where: { id, userId, deletedAt: null }, select: orderSelect });
}

/**
 * The caller's order as the transaction `tx` sees it: a write endpoint answers from what its own
 * transaction wrote, never from a read after the commit, which could fail and report a saved write
 * as failed (issue 27: cancel-order answered 500 with the order cancelled).
 */
export async function orderViewIn(tx: Tx, userId: number, id: number): Promise<OrderView> {
  const order = await readOrder(userId, id, tx);
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  return orderView(order);
}

/** The caller's order; another user's id answers 404. */
export async function getOrderOrThrow(userId: number, id: number): Promise<OrderView> {
  await dbReady();
  let order = await readOrder(userId, id);
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  if (
    order.status === orderStatus.WAITING_FOR_PAYMENT &&
    order.expiresAt <= new Date() &&
    (await closeOrderIfExpired(id))
  ) {
    order = await readOrder(userId, id);
  }
  return orderView(order!);
}

export type OrderDetail = z.output<typeof orderDetailSchema>;
export type TrajectoryPointView = OrderDetail["trajectory"][number];

/** The order with its trajectory and pick-up point; the courier's words are the locale's (localized.ts getOrderDetailIn). */
export async function getOrderDetailOrThrow(
  userId: number,
  id: number,
): Promise<Omit<OrderDetail, "courierName" | "trackingUrl">> {
  const order = await getOrderOrThrow(userId, id);
  const points = await db.trajectoryPoint.findMany({
    where: { orderId: id },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
  });
  const pickupPoint =
    order.pickupPointId === null ? null : await findPickupPointOrThrow(db, order.pickupPointId).catch(() => null);
  const [seat, invoice] = await Promise.all([
    db.groupSeat.findUnique({ where: { orderId: id }, select: { groupId: true } }),
    db.orderInvoice.findUnique({ where: { orderId: id } }),
  ]);
  return {
    ...order,
    pickupPoint,
    groupId: seat?.groupId ?? null,
    invoice: invoice ? invoiceView(invoice) : null,
    trajectory: points.map((p) => ({
      id: p.id,
      description: p.description,
      location: p.location,
      lat: p.lat,
      lng: p.lng,
      occurredAt: p.occurredAt.toISOString(),
    })),
  };
}

export type OrderListFilter = PageQuery & { statuses?: number[] };

export async function listOrders(userId: number, query: OrderListFilter): Promise<Page<OrderView>> {
  await closeExpiredOrders({ userId });
  const where = { userId, deletedAt: null, ...(query.statuses ? { status: { in: query.statuses } } : {}) };
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: orderSelect,
      ...skipTake(query),
    }),
    db.order.count({ where }),
  ]);
  return toPage(
    rows.map((row) => orderView(row)),
    total,
    query,
  );
}

/** Every status a paid order can be in. */
export const PAID_STATUSES = [
  orderStatus.WAITING_TO_SHIP,
  orderStatus.WAITING_TO_RECEIVE,
  orderStatus.WAITING_FOR_REVIEW,
  orderStatus.COMPLETE,
];

export type OrderCounts = z.output<typeof orderCountsSchema>;

/** Badge counts for the "me" screen. */
export async function orderCounts(userId: number): Promise<OrderCounts> {
  await closeExpiredOrders({ userId });
  const groups = await db.order.groupBy({ by: ["status"], where: { userId, deletedAt: null }, _count: { _all: true } });
  const of = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    all: groups.reduce((n, g) => n + g._count._all, 0),
    waitingForPayment: of(orderStatus.WAITING_FOR_PAYMENT),
    waitingToShip: of(orderStatus.WAITING_TO_SHIP),
    waitingToReceive: of(orderStatus.WAITING_TO_RECEIVE),
    waitingForReview: of(orderStatus.WAITING_FOR_REVIEW),
    complete: of(orderStatus.COMPLETE),
    closed: of(orderStatus.CLOSED),
  };
}

export type BoughtSku = z.output<typeof boughtSkuPageSchema>["rows"][number];

/** The SKUs the caller has paid for, newest first (for "buy again" and reviews). */
export async function listBoughtSkus(userId: number, query: PageQuery): Promise<Page<BoughtSku>> {
  await dbReady();
  const where = { order: { userId, status: { in: PAID_STATUSES } } };
  const [rows, total] = await Promise.all([
    db.orderItem.findMany({
      where,
      orderBy: { id: "desc" },
      select: { ...orderItemSelect, orderId: true, order: { select: { orderNo: true, paidAt: true } } },
      ...skipTake(query),
    }),
    db.orderItem.count({ where }),
  ]);
  return toPage(
    rows.map(({ order, ...item }) => ({
      ...item,
      orderNo: order.orderNo,
      paidAt: order.paidAt?.toISOString() ?? null,
    })),
    total,
    query,
  );
}
