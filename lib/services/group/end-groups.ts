// A group's end (拼团, docs/decisions/040-group-buying.md): a group still open when its time is up
// fails (open -> failed, a conditional update: a payment filling it at the same moment and this move
// cannot both happen), and every paid seat of a failed group is refunded through the after-sales
// refund path (after-sales grantShopRefund: the units back, the coupon and the points back, the order
// closed as refunded), the seat moving paid -> refunded in the same transaction, once. The unpaid
// seats need nothing here: their orders wait for payment no longer than the group, so the order sweep
// closes them and releases their seats. Run periodically by one process of several (its own lease).
import { db, dbReady, leadership, writeTransaction, type Leadership } from "@/lib/db";
import { groupStatus, seatStatus } from "@/lib/domain/group-status";
import { grantShopRefund } from "../after-sales/apply-after-sale";
import { settleRefund } from "../after-sales/settle-refund";

/** Fails the groups past their end; then refunds the paid seats of failed groups. */
export async function endExpiredGroups(
  now: Date = new Date(),
  { limit = 500 }: { limit?: number } = {},
): Promise<{ failed: number; refunded: number }> {
  await dbReady();
  const due = await db.groupBuy.findMany({
    where: { status: groupStatus.OPEN, expiresAt: { lte: now } },
    orderBy: { expiresAt: "asc" },
    take: limit,
    select: { id: true },
  });
  let failed = 0;
  for (const { id } of due) {
    const moved = await writeTransaction((tx) =>
      tx.groupBuy.updateMany({
        where: { id, status: groupStatus.OPEN, expiresAt: { lte: now } },
        data: { status: groupStatus.FAILED, closedAt: now, updatedAt: now },
      }),
    );
    failed += moved.count;
  }
  return { failed, refunded: await refundFailedSeats(now, limit) };
}

/**
 * Refunds the paid seats of failed groups — those of groups that failed now, and a seat paid after its
 * group failed (a late payment report): each once, in a transaction of its own.
 */
export async function refundFailedSeats(now: Date = new Date(), limit = 500): Promise<number> {
  const seats = await db.groupSeat.findMany({
    where: { status: seatStatus.PAID, group: { status: groupStatus.FAILED } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, orderId: true },
  });
  let refunded = 0;
  for (const seat of seats) {
    const requestId = await writeTransaction(async (tx) => {
      const moved = await tx.groupSeat.updateMany({
        where: { id: seat.id, status: seatStatus.PAID },
        data: { status: seatStatus.REFUNDED, refundedAt: now },
      });
      if (moved.count !== 1) return null;
      return grantShopRefund(tx, seat.orderId, "group_failed", now);
    });
    if (requestId === null) continue;
    refunded += 1;
    // After the commit, as for a shopper's refund; a provider that fails leaves it refund_failed for
    // the operator's retry (after-sales).
    await settleRefund(requestId).catch((error) => console.error("[groups] refund not settled", error));
  }
  return refunded;
}

export const GROUP_SWEEP_LEASE = "group-end-sweep";
/** How often groups past their end are failed and refunded. */
export const GROUP_SWEEP_MS = 5_000;

const globalForSweep = globalThis as unknown as {
  mallGroupSweep?: { timer: ReturnType<typeof setInterval>; leader: Leadership };
};

/** Starts the periodic group sweep in this server process (once); instrumentation-node.ts calls it. */
export function startGroupSweep(): Leadership {
  if (globalForSweep.mallGroupSweep) return globalForSweep.mallGroupSweep.leader;
  let running = false;
  const sweep = () => {
    if (running || !leader.held()) return;
    running = true;
    endExpiredGroups()
      .catch((error) => console.error("[groups] sweep failed", error))
      .finally(() => {
        running = false;
      });
  };
  const leader = leadership(GROUP_SWEEP_LEASE, { onAcquired: sweep });
  const timer = setInterval(sweep, GROUP_SWEEP_MS);
  timer.unref();
  globalForSweep.mallGroupSweep = { timer, leader };
  return leader;
}
