// An order's statuses (spec section 4), the moves between them and the questions screens and services
// ask of a status ("can it still be cancelled?"). Declared once, here: the services' transition
// (lib/services/order/status.ts) moves an order only along `canTransition`, the schemas publish
// `orderStatusCodes`, and the screens name `orderStatus` instead of 500 or 10.

export const orderStatus = {
  WAITING_FOR_PAYMENT: 0,
  CLOSED: 10,
  // Paid, its group (拼团) not full yet: it ships once the group fills, is refunded if the group fails
  // (docs/decisions/040-group-buying.md).
  WAITING_FOR_GROUP: 300,
  WAITING_TO_SHIP: 500,
  WAITING_TO_RECEIVE: 510,
  WAITING_FOR_REVIEW: 520,
  COMPLETE: 530,
} as const;

export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];

/** Every status in the order of an order's life (the shopper's tabs and the console's filter follow it). */
export const orderStatusCodes = [
  orderStatus.WAITING_FOR_PAYMENT,
  orderStatus.CLOSED,
  orderStatus.WAITING_FOR_GROUP,
  orderStatus.WAITING_TO_SHIP,
  orderStatus.WAITING_TO_RECEIVE,
  orderStatus.WAITING_FOR_REVIEW,
  orderStatus.COMPLETE,
] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "number" && (orderStatusCodes as readonly number[]).includes(value);
}

export const closeReason = { CANCELLED: "cancelled", TIMEOUT: "timeout", REFUNDED: "refunded" } as const;
export type CloseReason = (typeof closeReason)[keyof typeof closeReason];

/**
 * The statuses each status may be reached from: 0 -> 10 | 300 | 500, 300 -> 500, 500 -> 510 -> 520 -> 530.
 * A group order's payment moves it to 300 (its group not full yet), the group filling moves it on to 500.
 */
const reachableFrom: Record<Exclude<OrderStatus, 0>, readonly OrderStatus[]> = {
  [orderStatus.CLOSED]: [orderStatus.WAITING_FOR_PAYMENT],
  [orderStatus.WAITING_FOR_GROUP]: [orderStatus.WAITING_FOR_PAYMENT],
  [orderStatus.WAITING_TO_SHIP]: [orderStatus.WAITING_FOR_PAYMENT, orderStatus.WAITING_FOR_GROUP],
  [orderStatus.WAITING_TO_RECEIVE]: [orderStatus.WAITING_TO_SHIP],
  [orderStatus.WAITING_FOR_REVIEW]: [orderStatus.WAITING_TO_RECEIVE],
  [orderStatus.COMPLETE]: [orderStatus.WAITING_FOR_REVIEW],
};

/**
 * The refund path (售后): a paid order closes with reason "refunded" once every unit of it is refunded
 * — at once from 500 (refund) or from 300 (its group failed), or from 510/520/530 when an operator
 * approves a return.
 */
const refundableFrom: readonly OrderStatus[] = [
  orderStatus.WAITING_FOR_GROUP,
  orderStatus.WAITING_TO_SHIP,
  orderStatus.WAITING_TO_RECEIVE,
  orderStatus.WAITING_FOR_REVIEW,
  orderStatus.COMPLETE,
];

/** The statuses an order may move to `to` from (closing with `reason`). */
export function movesInto(to: Exclude<OrderStatus, 0>, reason?: CloseReason): readonly OrderStatus[] {
  if (to === orderStatus.CLOSED && reason === closeReason.REFUNDED) return refundableFrom;
  return reachableFrom[to];
}

/** Whether an order in `from` may move to `to` (closing with `reason`). Nothing moves back to unpaid. */
export function canTransition(from: number, to: number, reason?: CloseReason): boolean {
  if (to === orderStatus.WAITING_FOR_PAYMENT || !(to in reachableFrom)) return false;
  return (movesInto(to as Exclude<OrderStatus, 0>, reason) as readonly number[]).includes(from);
}

// The questions asked of a status. Screens ask them of the status they show (a tab, a colour, whether
// to count down); the shopper's action buttons come from the server's `actions`, which asks the same
// questions together with what the status cannot tell (units left, review windows).

/** Waiting for payment: it may be paid, or cancelled by its shopper (the sweep closes it when time runs out). */
export function awaitsPayment(status: number): boolean {
  return status === orderStatus.WAITING_FOR_PAYMENT;
}
export const canPay = awaitsPayment;
export const canCancel = awaitsPayment;

export function isClosed(status: number): boolean {
  return status === orderStatus.CLOSED;
}

/** Paid and not shipped yet: the operator may ship it. */
export function canShip(status: number): boolean {
  return status === orderStatus.WAITING_TO_SHIP;
}

/** Whether it was paid (waiting for its group, shipped, received or complete included; a refunded order is closed). */
export function isPaid(status: number): boolean {
  return status >= orderStatus.WAITING_FOR_GROUP;
}

/** Paid, its group not full yet: it neither ships nor takes a shopper's refund (the group's end decides). */
export function awaitsGroup(status: number): boolean {
  return status === orderStatus.WAITING_FOR_GROUP;
}

export function canConfirmReceipt(status: number): boolean {
  return status === orderStatus.WAITING_TO_RECEIVE;
}

export function canComplete(status: number): boolean {
  return status === orderStatus.WAITING_FOR_REVIEW;
}

/** Received and not completed: its items may be reviewed (each once). */
export function canReview(status: number): boolean {
  return status === orderStatus.WAITING_FOR_REVIEW;
}

/** Reviewed items may get one follow-up, after completion too (within its window). */
export function canFollowUp(status: number): boolean {
  return status === orderStatus.WAITING_FOR_REVIEW || status === orderStatus.COMPLETE;
}

/**
 * A refund may be applied for while the order waits to ship; a return once it shipped, reviewed or
 * not, while its window is open (lib/services/after-sales/windows.ts).
 */
export function canApplyRefund(status: number): boolean {
  return status === orderStatus.WAITING_TO_SHIP;
}
export function canApplyReturn(status: number): boolean {
  return (
    status === orderStatus.WAITING_TO_RECEIVE ||
    status === orderStatus.WAITING_FOR_REVIEW ||
    status === orderStatus.COMPLETE
  );
}

/** Closed and completed orders may be removed from the shopper's list. */
export function canDeleteOrder(status: number): boolean {
  return status === orderStatus.CLOSED || status === orderStatus.COMPLETE;
}

/** The address of an order can change until it ships. */
export function canChangeAddress(status: number): boolean {
  return status === orderStatus.WAITING_FOR_PAYMENT || status === orderStatus.WAITING_TO_SHIP;
}

/** Buying the same goods again is offered once the order left "waiting for payment". */
export function canRebuy(status: number): boolean {
  return status !== orderStatus.WAITING_FOR_PAYMENT;
}
