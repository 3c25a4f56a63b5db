// The kinds and states of an after-sales request (售后) and the moves between them. A refund (the
// order has not shipped) is granted at once; a return waits for the operator, and then for the goods:
//   apply refund -> refunding;  apply return -> pending -> rejected | awaiting_return | refunding
//   awaiting_return (the shopper is to send the goods back) -> returning (waybill entered)
//                   | closed (not sent within the shop's days) | refunding (refund without return)
//   returning -> refunding (received: each unit back to stock or written off)
//   refunding -> refunded | refund_failed;  refund_failed -> refunding (retried) | refunded
// "Refund without return" (the operator's choice: pending or awaiting_return -> refunding) grants the
// refund and leaves the goods with the shopper. The services move a request only along these arrows
// (conditional updates from the state they read). docs/decisions/036-books.md

export const afterSaleType = { REFUND: "refund", RETURN: "return" } as const;
export type AfterSaleType = (typeof afterSaleType)[keyof typeof afterSaleType];

export const afterSaleStatus = {
  // A return waiting for the operator.
  PENDING: "pending",
  REJECTED: "rejected",
  // Approved: the shopper is to send the goods to the shop's return address.
  AWAITING_RETURN: "awaiting_return",
  // The shopper sent them (courier and waybill entered); the shop waits for the parcel.
  RETURNING: "returning",
  // Not sent within the shop's days: closed by the sweep, its units free again.
  CLOSED: "closed",
  // Granted; the provider was (or is to be) asked.
  REFUNDING: "refunding",
  REFUNDED: "refunded",
  REFUND_FAILED: "refund_failed",
} as const;
export type AfterSaleStatus = (typeof afterSaleStatus)[keyof typeof afterSaleStatus];

export const afterSaleStatuses = Object.values(afterSaleStatus) as readonly AfterSaleStatus[];

const moves: Record<AfterSaleStatus, readonly AfterSaleStatus[]> = {
  [afterSaleStatus.PENDING]: [afterSaleStatus.REJECTED, afterSaleStatus.AWAITING_RETURN, afterSaleStatus.REFUNDING],
  [afterSaleStatus.REJECTED]: [],
  [afterSaleStatus.AWAITING_RETURN]: [afterSaleStatus.RETURNING, afterSaleStatus.CLOSED, afterSaleStatus.REFUNDING],
  [afterSaleStatus.RETURNING]: [afterSaleStatus.REFUNDING],
  [afterSaleStatus.CLOSED]: [],
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

/** Requests that ended without a refund: they hold no units (the shopper may ask again). */
export const RELEASED_STATUSES: readonly AfterSaleStatus[] = [afterSaleStatus.REJECTED, afterSaleStatus.CLOSED];

/** A return on its way: decided, the goods not back yet. */
export const RETURN_UNDER_WAY_STATUSES: readonly AfterSaleStatus[] = [
  afterSaleStatus.AWAITING_RETURN,
  afterSaleStatus.RETURNING,
];

/** Granted, and the money not back yet: the provider is asked (again) until it answers. */
export const SETTLING_STATUSES: readonly AfterSaleStatus[] = [afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED];

/** A return not finished: waiting for the decision or for the goods (Order.afterSaleOpen). */
export const IN_PROGRESS_STATUSES: readonly AfterSaleStatus[] = [afterSaleStatus.PENDING, ...RETURN_UNDER_WAY_STATUSES];

/** Requests an operator still has to act on or watch: a decision, goods to come back, a refund that has not arrived. */
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [...IN_PROGRESS_STATUSES, ...SETTLING_STATUSES];

/** Waiting for the operator's decision (approve or reject). */
export function awaitsDecision(status: string): boolean {
  return status === afterSaleStatus.PENDING;
}

/** The shopper is to send the goods back and may enter the waybill. */
export function awaitsShipmentBack(status: string): boolean {
  return status === afterSaleStatus.AWAITING_RETURN;
}

/** The operator may mark the goods received (they were sent; or, arriving without a waybill, were approved). */
export function canReceiveReturn(status: string): boolean {
  return (RETURN_UNDER_WAY_STATUSES as readonly string[]).includes(status);
}

/** The operator may still refund without the goods coming back. */
export function canRefundWithoutReturn(status: string): boolean {
  return status === afterSaleStatus.PENDING || status === afterSaleStatus.AWAITING_RETURN;
}

/** Granted and not settled: the refund may be asked of the provider again, or marked done by hand. */
export function isSettling(status: string): boolean {
  return (SETTLING_STATUSES as readonly string[]).includes(status);
}
