// The one function that moves an order between its statuses (lib/domain/order-status.ts declares the
// statuses and the moves allowed between them). Every move is a conditional update from the allowed
// previous statuses, so two racing moves (a payment and the auto-close, two cancels, a replayed
// callback) cannot both happen: the loser gets 409 and its side effects never run. Side effects of a
// move run here, in the same transaction, exactly once — those of the paid move (0 -> 500) in
// pay-order.ts, the one move every payment makes, which this one calls too.
import { sqlOver, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { closeReason, movesInto, orderStatus, type CloseReason, type OrderStatus } from "@/lib/domain/order-status";
import { releaseCoupon } from "../engagement/coupon";
import { awardOrderPoints, returnSpentPoints } from "../engagement/points";
import { returnFlashUnits } from "./flash-units";
import { releaseSeat } from "./group-seats";
import { markOrderPaid } from "./pay-order";
import { releaseSaleUnits } from "./sale-counters";

export type TransitionOptions = {
  now?: Date;
  /** Restricts the move to the caller's own order (another user's id then reads as missing). */
  userId?: number;
  reason?: CloseReason;
  /** Narrows the statuses the move may start from (a refund of a 500 order must not close a 510 one). */
  onlyFrom?: readonly OrderStatus[];
};

function timestamps(to: Exclude<OrderStatus, 0 | 500>, now: Date, reason: CloseReason | undefined) {
  switch (to) {
    case orderStatus.CLOSED:
      return { closedAt: now, closeReason: reason ?? closeReason.CANCELLED };
    case orderStatus.WAITING_TO_RECEIVE:
      return { shippedAt: now };
    case orderStatus.WAITING_FOR_REVIEW:
      return { receivedAt: now };
    case orderStatus.COMPLETE:
      return { completedAt: now };
  }
}

/**
 * Moves order `orderId` to `to`, or throws: NOT_FOUND when there is no such order (of the user),
 * CONFLICT (ORDER_STATUS_CONFLICT) when it is not in the one status `to` may be reached from. Paid
 * (500) is pay-order.ts's markOrderPaid, the move every payment makes.
 * Closing puts the stock back, releases the coupon and gives back spent points; completing awards the
 * points. Closing with reason "refunded" is the refund path (from 500, 510 or 520).
 */
export async function transitionOrder(tx: Tx, orderId: number, to: OrderStatus, options: TransitionOptions = {}) {
  if (to === orderStatus.WAITING_FOR_PAYMENT) throw new ApiError("CONFLICT", { key: "ORDER_STATUS_CONFLICT" });
  const now = options.now ?? new Date();
  const owner = options.userId === undefined ? {} : { userId: options.userId };
  let moved: boolean;
  if (to === orderStatus.WAITING_TO_SHIP) {
    // Paid: the one paid move (pay-order.ts), the one a payment makes. No shopper's move pays.
    if (options.userId !== undefined) throw new Error("a shopper's move never pays an order");
    moved = await markOrderPaid(sqlOver(tx), orderId, now, now);
  } else {
    const from = movesInto(to, options.reason).filter((s) => !options.onlyFrom || options.onlyFrom.includes(s));
    const changed = await tx.order.updateMany({
      where: { id: orderId, status: { in: [...from] }, ...owner },
      data: { status: to, ...timestamps(to, now, options.reason) },
    });
    moved = changed.count === 1;
  }
  if (!moved) {
    const exists = await tx.order.count({ where: { id: orderId, ...owner } });
    throw exists
      ? new ApiError("CONFLICT", { key: "ORDER_STATUS_CONFLICT" })
      : new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  }
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      userId: true,
      status: true,
      totalAmount: true,
      userCouponId: true,
      pointsUsed: true,
      flashSaleId: true,
      groupId: true,
      items: { select: { productId: true, skuId: true, quantity: true, discountId: true } },
    },
  });
  if (to === orderStatus.CLOSED) {
    const flashId = order.flashSaleId;
    // A refunded order's stock and points went back with each after-sales request, unit by unit
    // (lib/services/after-sales/grant-refund.ts); only the coupon waits for the whole order. An unpaid
    // flash order's units go back to its sale while the sale holds units (decision 022), else to the stock.
    const refunded = options.reason === closeReason.REFUNDED;
    const toSale = flashId !== null && (await returnFlashUnits(tx, { ...order, flashSaleId: flashId }, { refunded }));
    if (!refunded) {
      // An unpaid group order's seat goes back to its group (group-seats.ts).
      if (order.groupId !== null) await releaseSeat(sqlOver(tx), order.id, order.groupId, now);
      for (const item of order.items) {
        if (toSale && item.discountId === flashId) continue;
        // updateMany: a SKU deleted since the order was placed has no stock to return.
        await tx.sku.updateMany({ where: { id: item.skuId }, data: { stock: { increment: item.quantity } } });
      }
      await returnSpentPoints(tx, order);
    }
    await releaseSaleUnits(
      tx,
      order.userId,
      order.items.filter((item) => flashId === null || item.discountId !== flashId),
    );
    if (order.userCouponId !== null) await releaseCoupon(tx, order.userCouponId);
  }
  if (to === orderStatus.COMPLETE) {
    // Points for what the shopper kept: refunds (pending or done) earn nothing.
    const refunded = await tx.afterSale.aggregate({
      where: { orderId, status: { not: "rejected" } },
      _sum: { amount: true },
    });
    await awardOrderPoints(tx, { ...order, totalAmount: order.totalAmount - (refunded._sum.amount ?? 0) });
  }
  return order;
}
