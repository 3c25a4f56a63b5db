// The kinds and states of an after-sales request (售后) and the moves between them. A refund (the
// order has not shipped) is granted at once; a return waits for the operator:
//   apply refund -> refunding;  apply return -> pending -> rejected | refunding
//   refunding -> refunded | refund_failed;  refund_failed -> refunding (retried) | refunded
// The services move a request only along these arrows (conditional updates from the state they read).

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

export const afterSaleStatuses = Object.values(afterSaleStatus) as readonly AfterSaleStatus[];

const moves: Record<AfterSaleStatus, readonly AfterSaleStatus[]> = {
  [afterSaleStatus.PENDING]: [afterSaleStatus.REJECTED, afterSaleStatus.REFUNDING],
  [afterSaleStatus.REJECTED]: [],
  [afterSaleStatus.REFUNDING]: [afterSaleStatus.REFUNDED, afterSaleStatus.REFUND_FAILED],
  [afterSaleStatus.REFUND_FAILED]: [afterSaleStatus.REFUNDING, afterSaleStatus.REFUNDED],
  [afterSaleStatus.REFUNDED]: [],
};

export function canMoveAfterSale(from: string, to: AfterSaleStatus): boolean {
  return (moves[from as AfterSaleStatus] ?? []).includes(to);
}

/** The state a new request starts in: a refund is granted at once, a return waits for the operator. */
export function initialAfterSaleStatus(type: AfterSaleType): AfterSaleStatus {
  return type === afterSaleType.REFUND ? afterSaleStatus.REFUNDING : afterSaleStatus.PENDING;
}

/** Requests whose refund was granted: their units are gone for good. */
export const GRANTED_STATUSES: readonly AfterSaleStatus[] = [
  afterSaleStatus.REFUNDING,
  afterSaleStatus.REFUNDED,
  afterSaleStatus.REFUND_FAILED,
];

/** Granted, and the money not back yet: the provider is asked (again) until it answers. */
export const SETTLING_STATUSES: readonly AfterSaleStatus[] = [afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED];

/** Requests an operator still has to act on: a decision, or a refund that has not arrived. */
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [afterSaleStatus.PENDING, ...SETTLING_STATUSES];

/** Waiting for the operator's decision (approve or reject). */
export function awaitsDecision(status: string): boolean {
  return status === afterSaleStatus.PENDING;
}

/** Granted and not settled: the refund may be asked of the provider again, or marked done by hand. */
export function isSettling(status: string): boolean {
  return (SETTLING_STATUSES as readonly string[]).includes(status);
}
