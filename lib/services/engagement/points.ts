// Points (积分): an append-only ledger. User.points is a cached balance that must always equal the sum
// of the user's PointsEntry deltas, so every change writes the entry and moves the balance in the same
// transaction, and nothing else writes User.points.
import { db, dbReady, lockRow, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { RELEASED_STATUSES } from "@/lib/domain/after-sale-status";
import { skipTake, toPage } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { z } from "zod";
import type { pointsPageSchema } from "@/lib/validation/responses/engagement";

export const pointsReason = {
  SIGN_IN: "sign-in",
  ORDER: "order",
  // The opening balance the demo seed gives its shopper.
  WELCOME: "welcome",
  // Spent at checkout (积分抵扣), and given back when that order closes unpaid (cancel, timeout).
  ORDER_SPEND: "order-spend",
  ORDER_SPEND_RETURN: "order-spend-return",
  // An after-sales refund gives back its units' share of the points an order spent.
  REFUND: "refund",
  // A completed order's earned points follow what the shopper kept: a return granted afterwards takes
  // back the difference, a return rejected afterwards gives it back (lib/services/after-sales).
  ORDER_RETURN: "order-return",
  // Given or taken by an operator (back office); the operator's reason is in the audit trail.
  ADJUST: "adjust",
} as const;
export type PointsReason = (typeof pointsReason)[keyof typeof pointsReason];

/** Completed orders earn one point per whole yuan paid. */
export function orderPoints(totalAmount: number): number {
  return Math.max(0, Math.floor(totalAmount / 100));
}

/** 积分抵扣: 100 points take ¥1.00 off (one point per cent), at most half of the goods after the coupon. */
export const POINTS_PER_YUAN = 100;
export const POINTS_CAP_PERCENT = 50;

/** The cents `points` take off; points that do not make a whole cent are not spent. */
export function pointsValue(points: number): number {
  return Math.floor((points * 100) / POINTS_PER_YUAN);
}

/** The most points one order may spend: the cap on its goods amount (after the coupon), and the balance. */
export function maxSpendablePoints(goodsAfterCoupon: number, balance: number): number {
  const capCents = Math.floor((Math.max(0, goodsAfterCoupon) * POINTS_CAP_PERCENT) / 100);
  return Math.max(0, Math.min(balance, Math.floor((capCents * POINTS_PER_YUAN) / 100)));
}

type EntryInput = { userId: number; delta: number; reason: PointsReason; refKey?: string };

/**
 * Writes one ledger entry and moves the balance by the same delta. With a refKey the award happens at
 * most once (PointsEntry.refKey is unique): a repeat returns false and changes nothing. A negative
 * delta never takes the balance below zero (conditional update).
 */
export async function addPointsEntry(tx: Tx, { userId, delta, reason, refKey }: EntryInput): Promise<boolean> {
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`points delta must be a non-zero integer, got ${delta}`);
  // The shopper's row first: a concurrent award with the same refKey waits here, then finds it.
  await lockRow(tx, "User", userId);
  if (refKey && (await tx.pointsEntry.findUnique({ where: { refKey }, select: { id: true } }))) return false;
  if (delta < 0) {
    const spent = await tx.user.updateMany({
      where: { id: userId, points: { gte: -delta } },
      data: { points: { increment: delta } },
    });
    if (spent.count !== 1) throw new ApiError("CONFLICT", { key: "POINTS_NOT_ENOUGH" });
  } else {
    await tx.user.update({ where: { id: userId }, data: { points: { increment: delta } } });
  }
  // The unique refKey is the backstop if another process raced past the check above.
  await tx.pointsEntry.create({ data: { userId, delta, reason, refKey } });
  return true;
}

/** Called by the order service when an order completes; safe to call more than once per order. */
export async function awardOrderPoints(
  tx: Tx,
  order: { id: number; userId: number | null; totalAmount: number },
): Promise<void> {
  const points = orderPoints(order.totalAmount);
  // An anonymised order (account cancelled) or a free one earns nothing.
  if (order.userId === null || points === 0) return;
  await addPointsEntry(tx, {
    userId: order.userId,
    delta: points,
    reason: pointsReason.ORDER,
    refKey: `order:${order.id}`,
  });
}

/**
 * Brings the points a completed order earned to what the shopper kept: one point per whole yuan of the
 * total less every after-sales request not rejected (the rule of completion, lib/services/order/status.ts).
 * Called when a request of an already completed order is granted or rejected; writes at most one entry
 * per request (refKey). Taking back never goes below a zero balance: what was spent meanwhile stays spent.
 */
export async function reconcileOrderPoints(
  tx: Tx,
  order: { id: number; userId: number | null; totalAmount: number },
  afterSaleId: number,
): Promise<number> {
  if (order.userId === null) return 0;
  await lockRow(tx, "User", order.userId);
  const [kept, earned, user] = await Promise.all([
    tx.afterSale.aggregate({
      where: { orderId: order.id, status: { notIn: [...RELEASED_STATUSES] } },
      _sum: { amount: true },
    }),
    tx.pointsEntry.aggregate({
      where: { OR: [{ refKey: `order:${order.id}` }, { refKey: { startsWith: `order-return:${order.id}:` } }] },
      _sum: { delta: true },
    }),
    tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { points: true } }),
  ]);
  const target = orderPoints(order.totalAmount - (kept._sum.amount ?? 0));
  const owed = target - (earned._sum.delta ?? 0);
  const delta = owed < 0 ? -Math.min(user.points, -owed) : owed;
  if (delta === 0) return 0;
  const written = await addPointsEntry(tx, {
    userId: order.userId,
    delta,
    reason: pointsReason.ORDER_RETURN,
    refKey: `order-return:${order.id}:${afterSaleId}`,
  });
  return written ? delta : 0;
}

/** Takes the points an order spends at checkout, once per order; 409 POINTS_NOT_ENOUGH if the balance moved meanwhile. */
export async function spendOrderPoints(
  tx: Tx,
  order: { id: number; userId: number; pointsUsed: number },
): Promise<void> {
  if (order.pointsUsed <= 0) return;
  await addPointsEntry(tx, {
    userId: order.userId,
    delta: -order.pointsUsed,
    reason: pointsReason.ORDER_SPEND,
    refKey: `order-spend:${order.id}`,
  });
}

/** Gives back what a closing order spent; the refKey makes it happen at most once per order. */
export async function returnSpentPoints(
  tx: Tx,
  order: { id: number; userId: number | null; pointsUsed: number },
): Promise<void> {
  if (order.userId === null || order.pointsUsed <= 0) return;
  await addPointsEntry(tx, {
    userId: order.userId,
    delta: order.pointsUsed,
    reason: pointsReason.ORDER_SPEND_RETURN,
    refKey: `order-spend-return:${order.id}`,
  });
}

export type PointsPage = z.output<typeof pointsPageSchema>;

/** The balance and a page of the ledger, newest first. */
export async function listPoints(userId: number, query: PageQuery): Promise<PointsPage> {
  await dbReady();
  const [user, rows, total] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } }),
    db.pointsEntry.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, delta: true, reason: true, createdAt: true },
      ...skipTake(query),
    }),
    db.pointsEntry.count({ where: { userId } }),
  ]);
  const page = toPage(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    query,
  );
  return { ...page, balance: user.points };
}
