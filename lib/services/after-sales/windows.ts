// The after-purchase windows, by time, in one place (the days come from lib/env.ts): counted from
// when the shopper received the goods (Order.receivedAt), independent of the review.
// - A return for any reason (七天无理由) stays open RETURN_WINDOW_DAYS (7), one for the seller's fault
//   (quality problem, wrong or missing item) QUALITY_RETURN_WINDOW_DAYS (15). Before receipt (shipped,
//   510) a return is always open.
// - Reviews: REVIEW_WINDOW_DAYS (15); then the sweep gives the default good review and completes.
// - One follow-up review per item within FOLLOW_UP_WINDOW_DAYS (90).
import { env } from "@/lib/env";
import { sellerFaultReasons, type AfterSaleReason } from "@/lib/validation/after-sales";

const DAY_MS = 86_400_000;

const after = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The last moment a return for `reason` may be applied for; null while the goods are not yet received. */
export function returnDeadline(receivedAt: Date | null, reason: AfterSaleReason): Date | null {
  if (!receivedAt) return null;
  const e = env();
  return after(receivedAt, isSellerFault(reason) ? e.QUALITY_RETURN_WINDOW_DAYS : e.RETURN_WINDOW_DAYS);
}

export function isSellerFault(reason: AfterSaleReason): boolean {
  return (sellerFaultReasons as readonly string[]).includes(reason);
}

/** Both return deadlines of an order (null before receipt). */
export function returnWindows(receivedAt: Date | null): { returnUntil: Date | null; qualityUntil: Date | null } {
  return { returnUntil: returnDeadline(receivedAt, "not_wanted"), qualityUntil: returnDeadline(receivedAt, "quality") };
}

/** Whether a return for `reason` is still open at `now`. */
export function returnOpen(receivedAt: Date | null, reason: AfterSaleReason, now: Date): boolean {
  const deadline = returnDeadline(receivedAt, reason);
  return deadline === null || now <= deadline;
}

/** The moment the review window of an order received at `receivedAt` closes. */
export function reviewDeadline(receivedAt: Date): Date {
  return after(receivedAt, env().REVIEW_WINDOW_DAYS);
}

/** Orders received before this moment are past their review window at `now`. */
export function reviewWindowStart(now: Date): Date {
  return after(now, -env().REVIEW_WINDOW_DAYS);
}

/** The last moment a follow-up review may be written (from receipt; from the review for orders without one). */
export function followUpDeadline(from: Date): Date {
  return after(from, env().FOLLOW_UP_WINDOW_DAYS);
}
