// Unpaid orders close (status 10) once they expire, putting back stock and coupon exactly once. Two
// paths lead here — a periodic sweep (instrumentation.ts; one process of several runs it, by lease) and
// any read of an expired order — and a payment may race both; the conditional move in transitionOrder
// lets exactly one of them win.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { closeReason, orderStatus, transitionOrder } from "./status";
import { acquireLease } from "../platform/lease";
import { closeReviewWindows } from "../after-sales/review";

/** Closes the order if it is still unpaid and expired at `now`; true when this call closed it. */
export async function closeOrderIfExpired(orderId: number, now: Date = new Date()): Promise<boolean> {
  try {
    return await writeTransaction(async (tx) => {
      const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true, expiresAt: true } });
      if (!order || order.status !== orderStatus.WAITING_FOR_PAYMENT || order.expiresAt > now) return false;
      await transitionOrder(tx, orderId, orderStatus.CLOSED, { now, reason: closeReason.TIMEOUT });
      return true;
    });
  } catch (error) {
    // Paid or closed by someone else between our read and our move: nothing left to do.
    if (error instanceof ApiError && error.code === "CONFLICT") return false;
    throw error;
  }
}

export type SweepOptions = { now?: Date; userId?: number; limit?: number };

/** Closes expired unpaid orders (of one user, or all), oldest first; returns how many it closed. */
export async function closeExpiredOrders(options: SweepOptions = {}): Promise<number> {
  await dbReady();
  const now = options.now ?? new Date();
  const expired = await db.order.findMany({
    where: {
      status: orderStatus.WAITING_FOR_PAYMENT,
      expiresAt: { lte: now },
      ...(options.userId === undefined ? {} : { userId: options.userId }),
    },
    orderBy: { expiresAt: "asc" },
    take: options.limit ?? 500,
    select: { id: true },
  });
  let closed = 0;
  // One transaction per order: a sweep never holds the write lock for long.
  for (const { id } of expired) if (await closeOrderIfExpired(id, now)) closed += 1;
  return closed;
}

/** How often the in-process sweep runs: a quarter of the payment timeout, between 1 s and 60 s. */
export function sweepIntervalMs(paymentTimeoutMinutes: number): number {
  return Math.min(60_000, Math.max(1_000, Math.floor((paymentTimeoutMinutes * 60_000) / 4)));
}

const globalForSweep = globalThis as unknown as { mallOrderSweep?: ReturnType<typeof setInterval> };

export const SWEEP_LEASE = "order-expiry-sweep";

/**
 * One run of the sweeps (unpaid orders, review windows), by whichever app process holds the sweep lease: with several processes on
 * one database it runs once per interval, not once per process. The lease outlives a missed run or
 * two, then another process takes over. True when this process ran it.
 */
export async function sweepIfLeaseHolder(
  intervalMs: number,
  holder?: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!(await acquireLease(SWEEP_LEASE, intervalMs * 3, holder, now))) return false;
  await closeExpiredOrders({ now });
  // Orders past their review window complete with the default good review (after-sales/review.ts).
  await closeReviewWindows({ now });
  return true;
}

/** Starts the periodic sweep in this server process (once); instrumentation.ts calls it at start-up. */
export function startOrderSweep(paymentTimeoutMinutes: number): void {
  if (globalForSweep.mallOrderSweep) return;
  let running = false;
  const interval = sweepIntervalMs(paymentTimeoutMinutes);
  const timer = setInterval(() => {
    // A slow sweep is never overlapped by the next one.
    if (running) return;
    running = true;
    sweepIfLeaseHolder(interval)
      .catch((error) => console.error("[orders] expiry sweep failed", error))
      .finally(() => {
        running = false;
      });
  }, interval);
  // The sweep alone never keeps a process alive.
  timer.unref();
  globalForSweep.mallOrderSweep = timer;
}
