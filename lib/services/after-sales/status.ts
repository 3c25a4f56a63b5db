// The kinds and states of an after-sales request (售后).
export const afterSaleType = { REFUND: "refund", RETURN: "return" } as const;
export type AfterSaleType = (typeof afterSaleType)[keyof typeof afterSaleType];

export const afterSaleStatus = {
  // A return waiting for the operator.
  PENDING: "pending",
  REJECTED: "rejected",
  // Granted; the provider was (or is to be) asked.
  REFUNDING: "refunding",
  REFUNDED: "refunded",
  REFUND_FAILED: "refund_failed",
} as const;
export type AfterSaleStatus = (typeof afterSaleStatus)[keyof typeof afterSaleStatus];

/** Requests whose refund was granted: their units are gone for good. */
export const GRANTED_STATUSES: AfterSaleStatus[] = [
  afterSaleStatus.REFUNDING,
  afterSaleStatus.REFUNDED,
  afterSaleStatus.REFUND_FAILED,
];
