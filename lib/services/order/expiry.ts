// Unpaid orders close (status 10) once they expire, putting back stock and coupon exactly once; the
// same sweep gives the units of ended flash sales back to their SKUs (flash-units.ts). Two
// paths lead here — a periodic sweep (instrumentation.ts; one process of several runs it, by lease) and
// any read of an expired order — and a payment may race both; the conditional move in transitionOrder
// lets exactly one of them win.
//
// An order with a payment still pending is not closed on our word alone (issue 27: during an outage
// the sandbox took 11 payments whose notifications were lost, and the sweep closed those orders as
// unpaid): the provider is asked first. Paid before the order expired, the order is paid; paid after,
// the money is kept as refund_pending; a provider that cannot be asked keeps the order open for up to
// PROVIDER_UNREACHABLE_GRACE_MS past its expiry, after which it closes (and a late report of the
// payment takes the refund_pending path).
import { db, dbReady, leadership, writeTransaction, type Leadership } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { watchSweepHolder } from "@/lib/metrics";
import { closeReason, orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "./status";
import { askAboutPendingPayments } from "../payment/ask-providers";
import { settleStrandedPayments } from "../payment/settle";
import { closeReviewWindows } from "../after-sales/review";
import { closeUnsentReturns } from "../after-sales/close-unsent";
import { releaseEndedFlashSales } from "./flash-units";

/** How long past its expiry an order stays open while a provider cannot be asked about its payment. */
export const PROVIDER_UNREACHABLE_GRACE_MS = 30 * 60_000;

export type CloseOptions = {
  /** The providers were asked just now (reconcileOrderPayment): do not ask again. */
  providersAsked?: { closable: boolean };
};

/** Closes the order if it is still unpaid and expired at `now`; true when this call closed it. */
export async function closeOrderIfExpired(
  orderId: number,
  now: Date = new Date(),
  options: CloseOptions = {},
): Promise<boolean> {
  await dbReady();
  const order = await db.order.findUnique({ where: { id: orderId }, select: { status: true, expiresAt: true } });
  if (!order || order.status !== orderStatus.WAITING_FOR_PAYMENT || order.expiresAt > now) return false;
  const asked = options.providersAsked ?? (await askAboutPendingPayments(orderId, now));
  if (!asked.closable && now.getTime() - order.expiresAt.getTime() < PROVIDER_UNREACHABLE_GRACE_MS) return false;
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

const globalForSweep = globalThis as unknown as {
  mallOrderSweep?: { timer: ReturnType<typeof setInterval>; leader: Leadership };
};

export const SWEEP_LEASE = "order-expiry-sweep";

/**
 * One run of the periodic sweeps: unpaid orders past their time close, payments left pending by orders
 * that no longer wait for them are settled (payment/settle.ts; after the closing, so an order closed now
 * has its payments settled in the same run), orders past their review window complete with the default
 * good review (after-sales/review.ts), approved returns not sent in time close (after-sales/close-unsent.ts),
 * and ended flash sales give their units back.
 */
export async function sweepOnce(now: Date = new Date()): Promise<{
  closed: number;
  paymentsSettled: number;
  completed: number;
  returnsClosed: number;
  flashReleased: number;
}> {
  const closed = await closeExpiredOrders({ now });
  const { settled: paymentsSettled } = await settleStrandedPayments(now);
  const completed = await closeReviewWindows({ now });
  const returnsClosed = await closeUnsentReturns({ now });
  // Flash sales that ended give the units they still hold back to their SKUs (flash-units.ts).
  return { closed, paymentsSettled, completed, returnsClosed, flashReleased: await releaseEndedFlashSales(now) };
}

/**
 * Starts the periodic sweep in this server process (once); instrumentation.ts calls it at start-up.
 * With several processes on one database it runs in the one that holds the sweep's leadership
 * (lib/db/leadership.ts), which passes to another process within seconds when its holder dies; the new
 * holder sweeps at once. Returns the leadership (tests, shutdown).
 */
export function startOrderSweep(paymentTimeoutMinutes: number): Leadership {
  if (globalForSweep.mallOrderSweep) return globalForSweep.mallOrderSweep.leader;
  let running = false;
  const interval = sweepIntervalMs(paymentTimeoutMinutes);
  const sweep = () => {
    // A slow sweep is never overlapped by the next one.
    if (running || !leader.held()) return;
    running = true;
    sweepOnce()
      .catch((error) => console.error("[orders] expiry sweep failed", error))
      .finally(() => {
        running = false;
      });
  };
  const leader = leadership(SWEEP_LEASE, { onAcquired: sweep });
  // The metrics say which process sweeps (mall_sweep_leader).
  watchSweepHolder(() => leader.held());
  const timer = setInterval(sweep, interval);
  // The sweep alone never keeps a process alive.
  timer.unref();
  globalForSweep.mallOrderSweep = { timer, leader };
  return leader;
}
