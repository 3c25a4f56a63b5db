// Placing an order (POST /api/v1/create-order from cart lines, create-order-now for one SKU): one
// write transaction that reads the checkout (checkout.ts: the lines priced on the server, the
// delivery, the unpaid caps, the freight rule, in one statement), applies the coupon and the points,
// writes the order and its lines (insert-order.ts), consumes the cart lines, and takes the units —
// the sales' counters and the stock, by conditional updates that never go below zero. Any refusal
// (not enough stock above all: 409 OUT_OF_STOCK) rolls all of it back.
//
// One path for every order. Its statements run on the SQL runner (docs/decisions/021-write-path.md);
// an order with a coupon or points runs the same statements in a Prisma transaction (lib/db sqlOver),
// because the coupon's rules (its scope over the category tree) and the points ledger are the
// engagement domain's Prisma code, which then runs in that same transaction. The refusals, in order:
// the delivery (404), the lines (404 / 409), the unpaid caps (429), the coupon (404 / 409), the
// points (409), the sales' counters (409), the stock (409). docs/decisions/026-one-money-path.md
import type { z } from "zod";
import { ApiError } from "@/lib/domain/errors";
import { sqlOver, sqlWrite, placeholders, type SqlTx, type Tx, writeTransaction } from "@/lib/db";
import type { CreateOrderInput, CreateOrderNowInput } from "@/lib/validation/order";
import type { orderCreatedSchema } from "@/lib/validation/responses/order";
import { couponDiscountForOrder, couponLines, markCouponUsed } from "../engagement/coupon";
import { pointsValue, spendOrderPoints } from "../engagement/points";
import { checkoutFreightRule, couponCheckoutLines, readCheckout } from "./checkout";
import { deliveryChoice, deliveryType } from "./delivery";
import { groupLines, prepareSeat, takeSeat, type SeatRequest } from "./group-seats";
import { recordInvoice } from "./invoice";
import { insertOrder } from "./insert-order";
import { unpaidAllowanceError } from "./limits";
import type { OrderLine } from "./pricing";
import { takeSaleUnits } from "./sale-counters";
import { paymentWindowFrom } from "./payment-window";
import { linesTotals, orderTotals, pointsToSpend } from "./totals";

export type PlacedOrder = z.output<typeof orderCreatedSchema>;

export async function placeOrder(
  userId: number,
  input: CreateOrderInput | CreateOrderNowInput,
  now: Date = new Date(),
): Promise<PlacedOrder> {
  return placeOn(userId, input, now);
}

/**
 * A group order (拼团, docs/decisions/040-group-buying.md): the same placing, its one line at the
 * group's price, a seat held in a new group or the one named (group-seats.ts), all or nothing with
 * the order.
 */
export async function placeGroupOrder(
  userId: number,
  input: CreateOrderNowInput,
  seat: SeatRequest,
  now: Date = new Date(),
): Promise<PlacedOrder & { groupId: number }> {
  const { groupId, ...order } = await placeOn(userId, input, now, seat);
  return { ...order, groupId: groupId! };
}

async function placeOn(
  userId: number,
  input: CreateOrderInput | CreateOrderNowInput,
  now: Date,
  seat?: SeatRequest,
): Promise<PlacedOrder & { groupId?: number }> {
  const options = { shopper: userId, outcome: true };
  if (input.couponId !== undefined || input.points !== 0)
    return writeTransaction((tx) => place(sqlOver(tx), userId, input, now, tx, seat), options);
  return sqlWrite((q) => place(q, userId, input, now, undefined, seat), options);
}

/** The order, on `q`; `engagement`: the Prisma transaction `q` runs in, for the coupon and the points. */
async function place(
  q: SqlTx,
  userId: number,
  input: CreateOrderInput | CreateOrderNowInput,
  now: Date,
  engagement?: Tx,
  seat?: SeatRequest,
): Promise<PlacedOrder & { groupId?: number }> {
  const read = await readCheckout(q, userId, input, now);
  const delivery = deliveryChoice(read.ctx, input);
  // The schemas ask for an address or a pick-up point: "none named" cannot reach here.
  if (!delivery) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
  const lines = seat ? groupLines(read.lines(), seat.terms) : read.lines();
  const refused = unpaidAllowanceError(
    read.ctx?.unpaidOrders ?? 0,
    read.ctx?.unpaidUnits ?? 0,
    lines.reduce((sum, line) => sum + line.quantity, 0),
  );
  if (refused) throw refused;
  // Before the coupon and the points: an address the shop does not deliver to refuses the order as is.
  const rule = checkoutFreightRule(lines, read.ctx, delivery.deliveryType === deliveryType.PICKUP);
  const { itemsAmount } = linesTotals(lines);
  let discountAmount = 0;
  if (input.couponId !== undefined) {
    const tx = prismaSide(engagement);
    discountAmount = await couponDiscountForOrder(
      tx,
      userId,
      input.couponId,
      await couponLines(tx, couponCheckoutLines(lines)),
      now,
    );
  }
  const pointsUsed = pointsToSpend(input.points, itemsAmount - discountAmount, read.ctx?.pointsBalance ?? 0);
  const group = seat ? await prepareSeat(q, userId, seat, now) : undefined;
  const totals = orderTotals(lines, {
    discountAmount,
    pointsAmount: pointsValue(pointsUsed),
    pickup: delivery.deliveryType === deliveryType.PICKUP,
    rule,
  });
  const order = await insertOrder(q, {
    userId,
    lines,
    totals,
    pointsUsed,
    delivery,
    remark: input.remark,
    paymentWindowMinutes: paymentWindowFrom(read.ctx?.paymentWindow),
    flashSaleId: null,
    group: group && { id: group.groupId, expiresAt: group.expiresAt },
    now,
  });
  if (group) await takeSeat(q, userId, group.groupId, order.id, now);
  if ("invoice" in input && input.invoice) await recordInvoice(q, userId, order.id, input.invoice, now);
  if (input.couponId !== undefined) await markCouponUsed(prismaSide(engagement), input.couponId, order.id, now);
  if (pointsUsed > 0) await spendOrderPoints(prismaSide(engagement), { id: order.id, userId, pointsUsed });
  if (read.cartIds.length)
    await q.run(`DELETE FROM "CartItem" WHERE "userId" = ? AND "id" IN (${placeholders(read.cartIds.length)})`, [
      userId,
      ...read.cartIds,
    ]);
  // The units last: every checkout of a SKU updates its one row (and of a sale, the sale's), and a
  // transaction holds that row's lock from its update to its commit (PostgreSQL) — taken last, it is
  // held for the commit only, not for the order's inserts too.
  await takeSaleUnits(q, userId, lines);
  await takeStock(q, { id: order.id, userId }, lines, now);
  // What the transaction answers is what an Idempotency-Key's replay answers: a checkout's body as it was.
  return group ? { ...order, groupId: group.groupId } : order;
}

function prismaSide(tx: Tx | undefined): Tx {
  // placeOrder picks the Prisma transaction for every order with a coupon or points.
  if (!tx) throw new Error("coupons and points are placed in a Prisma transaction");
  return tx;
}

/**
 * Takes each line's units from its SKU's stock, never below zero, each with its `sale` row in the
 * stock ledger (SqlTx.moveStock), or throws 409 OUT_OF_STOCK (the transaction then undoes
 * everything). The last move goes with the commit (on PostgreSQL one round trip, the SKU's row locked
 * for microseconds): nothing may follow it.
 */
async function takeStock(q: SqlTx, order: { id: number; userId: number }, lines: readonly OrderLine[], now: Date) {
  for (const [i, { sku, quantity }] of lines.entries()) {
    const move = {
      skuId: sku.skuId,
      delta: -quantity,
      reason: "sale",
      actor: `shopper:${order.userId}`,
      orderId: order.id,
      at: now,
    };
    const taken = await q.moveStock(move, { commit: i === lines.length - 1 });
    if (taken !== 1) throw new ApiError("OUT_OF_STOCK", { key: "OUT_OF_STOCK_ITEM", values: { name: sku.name } });
  }
}
