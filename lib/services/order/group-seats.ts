// A group order's seat (拼团, docs/decisions/040-group-buying.md): the statements that hold, pay and
// release a seat, run inside the order's own transactions — placing it (create-order.ts), its paid
// move (pay-order.ts), its close (status.ts) — on the runner's interface, so every carrier runs them.
// Each moves the group's row by a conditional update from the state it needs, never by a count read
// first: two shoppers racing for the last seat, a payment racing the group's end, a close racing a
// payment — one wins, the other changes nothing.
import type { SqlTx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { groupStatus, seatStatus } from "@/lib/domain/group-status";
import { orderStatus } from "@/lib/domain/order-status";
import type { OrderLine } from "./pricing";

/** A group rule's terms as a seat needs them (read before the transaction; the rows decide). */
export type GroupTerms = {
  ruleId: number;
  productId: number;
  price: number;
  size: number;
  hoursToFill: number;
  perUserLimit: number;
  skuIds: readonly number[];
  /** Whether a new group may be opened now (switched on, inside its window). */
  opensNow: boolean;
};

/**
 * A seat's line: one unit of one of the rule's SKUs at the group price (never above the SKU's own, no
 * sale on top) — what placing the seat charges and what its preview shows.
 */
export function groupLines(lines: readonly OrderLine[], terms: GroupTerms): OrderLine[] {
  const [line] = lines;
  if (lines.length !== 1 || line.sku.productId !== terms.productId || !terms.skuIds.includes(line.sku.skuId))
    throw new ApiError("CONFLICT", { key: "GROUP_SKU_NOT_INCLUDED" });
  return [{ quantity: 1, sku: { ...line.sku, price: Math.min(terms.price, line.sku.price), sale: null } }];
}

/** Where the seat goes: a new group the shopper opens, or an open one. */
export type SeatRequest = { terms: GroupTerms; groupId: number | null };

const HELD = `('${seatStatus.UNPAID}', '${seatStatus.PAID}')`;

const HELD_BY_SHOPPER_SQL = `
  SELECT count(*) AS "n" FROM "GroupSeat" s JOIN "GroupBuy" g ON g."id" = s."groupId"
  WHERE g."ruleId" = ? AND s."userId" = ? AND s."status" IN ${HELD}`;

const OPEN_GROUP_SQL = `
  INSERT INTO "GroupBuy" ("ruleId", "productId", "leaderId", "size", "taken", "paid", "status", "expiresAt", "createdAt", "updatedAt")
  VALUES (?, ?, ?, ?, 0, 0, '${groupStatus.OPEN}', ?, ?, ?)
  RETURNING "id"`;

/**
 * Before the order is written: the shopper's limit under the rule (inside the transaction that holds
 * the shopper's lock, so the same shopper's requests count one after another), then the group — a new
 * one (the rule open now), or the one named (of this rule). Answers the group and when it ends: the
 * order waits for payment no longer than that.
 */
export async function prepareSeat(
  q: SqlTx,
  userId: number,
  seat: SeatRequest,
  now: Date,
): Promise<{ groupId: number; expiresAt: Date }> {
  const { terms } = seat;
  // Already in it: said before the limit (the seat's unique row refuses a race of the same shopper too).
  if (
    seat.groupId !== null &&
    (await q.get(`SELECT 1 AS "one" FROM "GroupSeat" WHERE "groupId" = ? AND "userId" = ?`, [seat.groupId, userId]))
  )
    throw new ApiError("CONFLICT", { key: "GROUP_ALREADY_JOINED" });
  const held = await q.get<{ n: number }>(HELD_BY_SHOPPER_SQL, [terms.ruleId, userId]);
  if (Number(held?.n ?? 0) >= terms.perUserLimit)
    throw new ApiError("CONFLICT", { key: "GROUP_LIMIT_REACHED", values: { limit: terms.perUserLimit } });
  if (seat.groupId === null) {
    if (!terms.opensNow) throw new ApiError("CONFLICT", { key: "GROUP_RULE_CLOSED" });
    const expiresAt = new Date(now.getTime() + terms.hoursToFill * 3_600_000);
    const row = await q.get<{ id: number }>(OPEN_GROUP_SQL, [
      terms.ruleId,
      terms.productId,
      userId,
      terms.size,
      expiresAt,
      now,
      now,
    ]);
    return { groupId: Number(row!.id), expiresAt };
  }
  const group = await q.get<{ expiresAt: string | Date }>(
    `SELECT "expiresAt" FROM "GroupBuy" WHERE "id" = ? AND "ruleId" = ?`,
    [seat.groupId, terms.ruleId],
  );
  if (!group) throw new ApiError("NOT_FOUND", { key: "GROUP_NOT_FOUND" });
  return { groupId: seat.groupId, expiresAt: new Date(group.expiresAt) };
}

const SEAT_SQL = `
  INSERT INTO "GroupSeat" ("groupId", "userId", "orderId", "status", "createdAt")
  VALUES (?, ?, ?, '${seatStatus.UNPAID}', ?)
  ON CONFLICT ("groupId", "userId") DO NOTHING
  RETURNING "id"`;

// The seat itself: one conditional update of the group's row. Open, not past its end, a seat left.
const TAKE_SEAT_SQL = `
  UPDATE "GroupBuy" SET "taken" = "taken" + 1, "updatedAt" = ?
  WHERE "id" = ? AND "status" = '${groupStatus.OPEN}' AND "taken" < "size" AND "expiresAt" > ?`;

/**
 * The shopper's seat for order `orderId`: the seat's row (one per shopper and group: a shopper already
 * in it is refused, 409), then the seat counted on the group's row — refused 409 when the group is
 * full, ended or failed. A refusal rolls the order back: the loser of the last seat is never charged.
 */
export async function takeSeat(q: SqlTx, userId: number, groupId: number, orderId: number, now: Date): Promise<void> {
  if (!(await q.get(SEAT_SQL, [groupId, userId, orderId, now])))
    throw new ApiError("CONFLICT", { key: "GROUP_ALREADY_JOINED" });
  if ((await q.run(TAKE_SEAT_SQL, [now, groupId, now])) === 1) return;
  const group = await q.get<{ status: string; taken: number; size: number }>(
    `SELECT "status", "taken", "size" FROM "GroupBuy" WHERE "id" = ?`,
    [groupId],
  );
  if (group?.status === groupStatus.OPEN && Number(group.taken) >= Number(group.size))
    throw new ApiError("CONFLICT", { key: "GROUP_FULL" });
  throw new ApiError("CONFLICT", { key: "GROUP_CLOSED" });
}

// The seat's paid move, and the group's: the last seat paid fills it (open -> full).
const SEAT_PAID_SQL = `
  UPDATE "GroupSeat" SET "status" = '${seatStatus.PAID}', "paidAt" = ?
  WHERE "orderId" = ? AND "status" = '${seatStatus.UNPAID}'`;

// Counted on any group (a seat paid after its group failed is counted, then refunded); only an open
// group fills, and only by this seat: a group is full when all its seats are paid, so a full group has
// no unpaid seat left to pay.
const GROUP_PAID_SQL = `
  UPDATE "GroupBuy" SET "paid" = "paid" + 1, "updatedAt" = ?,
    "status" = CASE WHEN "status" = '${groupStatus.OPEN}' AND "paid" + 1 >= "size" THEN '${groupStatus.FULL}' ELSE "status" END,
    "closedAt" = CASE WHEN "status" = '${groupStatus.OPEN}' AND "paid" + 1 >= "size" THEN ? ELSE "closedAt" END
  WHERE "id" = ?
  RETURNING "status"`;

/**
 * Inside the paid move of a group order (now 300): its seat is paid and counted on the group; the
 * seat that fills the group moves every order of it from 300 to 500 together. A group that failed
 * meanwhile counts nothing: the order stays paid at 300 and the group's end refunds it
 * (group/end-groups.ts), as every paid seat of a failed group.
 */
export async function seatPaid(q: SqlTx, orderId: number, groupId: number, now: Date): Promise<void> {
  if ((await q.run(SEAT_PAID_SQL, [now, orderId])) !== 1) return;
  const group = await q.get<{ status: string }>(GROUP_PAID_SQL, [now, now, groupId]);
  if (group?.status !== groupStatus.FULL) return;
  await q.run(`UPDATE "Order" SET "status" = ?, "updatedAt" = ? WHERE "groupId" = ? AND "status" = ?`, [
    orderStatus.WAITING_TO_SHIP,
    now,
    groupId,
    orderStatus.WAITING_FOR_GROUP,
  ]);
}

const GROUP_RELEASED_SQL = `
  UPDATE "GroupBuy" SET "taken" = "taken" - 1, "updatedAt" = ?,
    "status" = CASE WHEN "status" = '${groupStatus.OPEN}' AND "taken" = 1 THEN '${groupStatus.FAILED}' ELSE "status" END,
    "closedAt" = CASE WHEN "status" = '${groupStatus.OPEN}' AND "taken" = 1 THEN ? ELSE "closedAt" END
  WHERE "id" = ?`;

/**
 * Inside an unpaid group order's close (cancelled, or past its payment window): its seat is released
 * for another shopper. A group whose last held seat goes fails at once: nobody is left in it.
 */
export async function releaseSeat(q: SqlTx, orderId: number, groupId: number, now: Date): Promise<void> {
  const released = await q.run(`DELETE FROM "GroupSeat" WHERE "orderId" = ? AND "status" = ?`, [
    orderId,
    seatStatus.UNPAID,
  ]);
  if (released === 1) await q.run(GROUP_RELEASED_SQL, [now, now, groupId]);
}
