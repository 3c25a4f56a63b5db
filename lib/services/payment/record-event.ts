// The record of every verified report of a payment (PaymentEvent), written by recordEvent in the
// transaction that applies it. The payment's statuses and the reports' outcomes are the shop's words
// (lib/domain/payment-status.ts).
import type { SqlTx } from "@/lib/db";
import type { PaymentOutcome } from "@/lib/domain/payment-status";

/** What is kept of one event's payload (a real notification is well under 2 kB). */
export const MAX_EVENT_PAYLOAD_CHARS = 4096;
/** Events kept per payment: a provider retries a few times; a flood of signed copies adds nothing. */
export const MAX_EVENTS_PER_PAYMENT = 50;

/**
 * Records a verified report of payment `paymentId` (null: none matched it): only verified reports reach
 * the database, so the table is bounded by what providers sign — at most MAX_EVENTS_PER_PAYMENT events
 * of MAX_EVENT_PAYLOAD_CHARS each per payment. `eventsSoFar` is read with the payment's row locked (or,
 * on SQLite, in a transaction that runs alone), so the cap is exact.
 */
export async function recordEvent(
  q: SqlTx,
  event: {
    paymentId: number | null;
    kind: string;
    payload: unknown;
    outcome: PaymentOutcome;
    eventsSoFar: number;
    now: Date;
  },
): Promise<void> {
  if (event.paymentId !== null && event.eventsSoFar >= MAX_EVENTS_PER_PAYMENT) return;
  const payload = typeof event.payload === "string" ? event.payload : JSON.stringify(event.payload);
  await q.run(
    `INSERT INTO "PaymentEvent" ("paymentId", "kind", "payload", "verified", "outcome", "createdAt")
     VALUES (?, ?, ?, TRUE, ?, ?)`,
    [event.paymentId, event.kind, payload.slice(0, MAX_EVENT_PAYLOAD_CHARS), event.outcome, event.now],
  );
}
