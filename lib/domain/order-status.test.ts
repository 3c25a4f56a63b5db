// The order's and the after-sales request's moves, over every pair of states, as spec section 4 and
// decision 018 draw them; and the questions screens ask of an order's status.
import { describe, expect, it } from "vitest";
import {
  afterSaleStatus,
  afterSaleStatuses,
  afterSaleType,
  canMoveAfterSale,
  initialAfterSaleStatus,
  OPEN_AFTER_SALE_STATUSES,
} from "./after-sale-status";
import * as status from "./order-status";

const { orderStatus: s, orderStatusCodes, canTransition, closeReason } = status;

describe("order status moves", () => {
  it("allows exactly 0 -> 10 | 300 | 500, 300 -> 500 -> 510 -> 520 -> 530, and a refund's close from a paid order", () => {
    const allowed = new Set(["0>10", "0>300", "0>500", "300>500", "500>510", "510>520", "520>530"]);
    for (const from of orderStatusCodes)
      for (const to of orderStatusCodes)
        expect(canTransition(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    const refundedFrom = orderStatusCodes.filter((from) => canTransition(from, s.CLOSED, closeReason.REFUNDED));
    expect(refundedFrom).toEqual([
      s.WAITING_FOR_GROUP,
      s.WAITING_TO_SHIP,
      s.WAITING_TO_RECEIVE,
      s.WAITING_FOR_REVIEW,
      s.COMPLETE,
    ]);
    expect(canTransition(s.WAITING_FOR_PAYMENT, s.CLOSED, closeReason.TIMEOUT)).toBe(true);
    expect(canTransition(999, s.CLOSED)).toBe(false);
    expect(status.isOrderStatus(500)).toBe(true);
    expect(status.isOrderStatus(501)).toBe(false);
  });

  it("answers the screens' questions from the status", () => {
    const ask = (q: (n: number) => boolean) => orderStatusCodes.filter(q);
    expect(ask(status.canPay)).toEqual([s.WAITING_FOR_PAYMENT]);
    expect(ask(status.canCancel)).toEqual([s.WAITING_FOR_PAYMENT]);
    expect(ask(status.isClosed)).toEqual([s.CLOSED]);
    expect(ask(status.canShip)).toEqual([s.WAITING_TO_SHIP]);
    expect(ask(status.isPaid)).toEqual([
      s.WAITING_FOR_GROUP,
      s.WAITING_TO_SHIP,
      s.WAITING_TO_RECEIVE,
      s.WAITING_FOR_REVIEW,
      s.COMPLETE,
    ]);
    expect(ask(status.awaitsGroup)).toEqual([s.WAITING_FOR_GROUP]);
    expect(ask(status.canConfirmReceipt)).toEqual([s.WAITING_TO_RECEIVE]);
    expect(ask(status.canReview)).toEqual([s.WAITING_FOR_REVIEW]);
    expect(ask(status.canFollowUp)).toEqual([s.WAITING_FOR_REVIEW, s.COMPLETE]);
    expect(ask(status.canApplyRefund)).toEqual([s.WAITING_TO_SHIP]);
    expect(ask(status.canApplyReturn)).toEqual([s.WAITING_TO_RECEIVE, s.WAITING_FOR_REVIEW, s.COMPLETE]);
    expect(ask(status.canDeleteOrder)).toEqual([s.CLOSED, s.COMPLETE]);
    expect(ask(status.canChangeAddress)).toEqual([s.WAITING_FOR_PAYMENT, s.WAITING_TO_SHIP]);
    expect(ask(status.canRebuy)).toEqual(orderStatusCodes.filter((c) => c !== s.WAITING_FOR_PAYMENT));
  });
});

describe("after-sales moves", () => {
  it("moves pending -> rejected | awaiting_return -> returning | closed | refunding -> refunded | refund_failed -> refunding (again) | refunded", () => {
    // A return approved waits for the goods (awaiting_return), which the shopper sends (returning) or
    // not in time (closed); the refund follows their receipt, or an approval without them (decision 036).
    const allowed = new Set([
      "pending>rejected",
      "pending>awaiting_return",
      "pending>refunding",
      "awaiting_return>returning",
      "awaiting_return>closed",
      "awaiting_return>refunding",
      "returning>refunding",
      "refunding>refunded",
      "refunding>refund_failed",
      "refund_failed>refunding",
      "refund_failed>refunded",
    ]);
    for (const from of afterSaleStatuses)
      for (const to of afterSaleStatuses)
        expect(canMoveAfterSale(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    expect(initialAfterSaleStatus(afterSaleType.REFUND)).toBe(afterSaleStatus.REFUNDING);
    expect(initialAfterSaleStatus(afterSaleType.RETURN)).toBe(afterSaleStatus.PENDING);
    expect(OPEN_AFTER_SALE_STATUSES).toEqual(["pending", "awaiting_return", "returning", "refunding", "refund_failed"]);
  });
});
