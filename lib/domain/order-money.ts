// An order's money as it is read everywhere (issue 34 §4, docs/decisions/036-books.md): what the shopper
// paid, what came back (refunds the provider confirmed), what is on its way back (granted, not yet
// confirmed), and the net the shop keeps. One function, so the shopper's screens, the console, the
// order export and the dashboard never disagree.
import { afterSaleStatus, SETTLING_STATUSES } from "./after-sale-status";

export type OrderMoney = {
  /** Cents paid: the order's total once it was paid, else 0. */
  paidAmount: number;
  /** Cents refunded and confirmed by the provider. */
  refundedAmount: number;
  /** Cents granted back and not confirmed yet (refunding, or refused and to be retried). */
  refundingAmount: number;
  /** paid − refunded − refunding: what the shop keeps. */
  netAmount: number;
};

const settling: readonly string[] = SETTLING_STATUSES;

export function orderMoney(
  order: { totalAmount: number; paidAt: Date | string | null },
  afterSales: readonly { status: string; amount: number }[],
): OrderMoney {
  const paidAmount = order.paidAt ? order.totalAmount : 0;
  let refundedAmount = 0;
  let refundingAmount = 0;
  for (const a of afterSales)
    if (a.status === afterSaleStatus.REFUNDED) refundedAmount += a.amount;
    else if (settling.includes(a.status)) refundingAmount += a.amount;
  return { paidAmount, refundedAmount, refundingAmount, netAmount: paidAmount - refundedAmount - refundingAmount };
}

/** The after-sales rows orderMoney reads (a Prisma select of an order's relation). */
export const afterSaleMoneySelect = { select: { status: true, amount: true } } as const;
