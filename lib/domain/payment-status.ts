// The states of a payment and the outcomes of what a provider reports about it (a notification, an
// answer when asked, a refund's word). lib/services/payment moves a payment only along these:
//   pending -> paid | failed | refund_pending (money for an order that closed or was paid twice)
//   paid -> refunding (an after-sales refund) -> refunded;  refund_pending -> refunding -> refunded | refund_failed
// Every report's outcome is recorded with it (PaymentEvent.outcome).

export const paymentStatus = {
  PENDING: "pending",
  PAID: "paid",
  REFUND_PENDING: "refund_pending",
  FAILED: "failed",
  REFUNDING: "refunding",
  /** A refund of refund_pending money that the provider refused; an operator retries it (./refund.ts). */
  REFUND_FAILED: "refund_failed",
  REFUNDED: "refunded",
} as const;

export const paymentOutcome = {
  CREATED: "created",
  PAID: "paid",
  DUPLICATE: "duplicate",
  REFUND_PENDING: "refund_pending",
  FAILED: "failed",
  REJECTED_SIGNATURE: "rejected_signature",
  REJECTED_AMOUNT: "rejected_amount",
  UNKNOWN_PAYMENT: "unknown_payment",
  PROVIDER_ERROR: "provider_error",
  /** A verified refund notification, recorded against the refund it names (./refund-report.ts). */
  REFUND_SETTLED: "refund_settled",
} as const;
export type PaymentOutcome = (typeof paymentOutcome)[keyof typeof paymentOutcome];

/** Statuses that mean the provider took the money (refunds come after). */
export const MONEY_TAKEN_STATUSES = [
  paymentStatus.PAID,
  paymentStatus.REFUND_PENDING,
  paymentStatus.REFUNDING,
  paymentStatus.REFUND_FAILED,
  paymentStatus.REFUNDED,
] as const;
