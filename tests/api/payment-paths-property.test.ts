// The payment paths against one model (docs/decisions/026-one-money-path.md): any sequence of what the
// shop can learn about a payment — the provider's signed notification (paid or failed, the right or a
// wrong amount, paid before or after the order's window ended), the pay result screen's status query,
// the unpaid-order sweep — leaves the order, the payment, the stock and the sales figure where a small
// model of the rules says, with at most one "paid" record. The paths share one implementation
// (payment/apply-report.ts on the runner, and on a Prisma transaction when a late payment must close
// its order first), so this is the property the differential test of two copies used to check. Both
// engines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { closeExpiredOrders } from "@/lib/services/order";
import {
  cashierSignature,
  handlePaymentNotification,
  reconcileOrderPayment,
  sandboxDecide,
  signedNotification,
} from "@/lib/services/payment";
import { placeOrder, shopper, startPayment } from "@/tests/helpers/after-sales-fixtures";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Step =
  | { way: "notification"; decision: "pay" | "cancel"; rightAmount: boolean; paidInTime: boolean; late: boolean }
  | { way: "status query"; decision: "pay" | "cancel"; late: boolean }
  | { way: "sweep"; late: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    way: fc.constant("notification" as const),
    decision: fc.constantFrom("pay" as const, "cancel" as const),
    rightAmount: fc.boolean(),
    paidInTime: fc.boolean(),
    late: fc.boolean(),
  }),
  fc.record({
    way: fc.constant("status query" as const),
    decision: fc.constantFrom("pay" as const, "cancel" as const),
    late: fc.boolean(),
  }),
  fc.record({ way: fc.constant("sweep" as const), late: fc.boolean() }),
);

/** Once a step comes after the order's window, every later one does too (time runs forward). */
const ordered = (steps: Step[]) => {
  let late = false;
  return steps.map((s) => {
    late ||= s.late;
    return { ...s, late };
  });
};

const QUANTITY = 2;
const STOCK = 5;

type Model = {
  order: 0 | 10 | 500;
  payment: "pending" | "paid" | "failed" | "refund_pending";
  expired: boolean;
  /** The sandbox cashier's first decision (later ones are answered with it), and whether it came in time. */
  decided: { decision: "pay" | "cancel"; inTime: boolean } | null;
  paidRecords: number;
};

/** apply-report.ts's rules, written plainly. */
function report(m: Model, r: { paid: boolean; rightAmount: boolean; paidInTime: boolean }): void {
  if (!r.rightAmount) return;
  if (!r.paid) {
    if (m.payment === "pending") m.payment = "failed";
    return;
  }
  if (m.payment !== "pending" && m.payment !== "failed") return;
  // Paid after the window ended: the order closes first, and the money is kept to be refunded.
  if (m.order === 0 && m.expired && !r.paidInTime) m.order = 10;
  if (m.order === 0) {
    m.order = 500;
    m.payment = "paid";
    m.paidRecords += 1;
  } else m.payment = "refund_pending";
}

/** Asking the provider (the status query, the sweep): a pending payment learns the cashier's decision. */
function ask(m: Model): void {
  if (m.payment === "pending" && m.decided)
    report(m, { paid: m.decided.decision === "pay", rightAmount: true, paidInTime: m.decided.inTime });
  // Then an expired order still unpaid closes (the sandbox can always be asked).
  if (m.order === 0 && m.expired) m.order = 10;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(steps: Step[]) {
  const s = await shopper();
  const sku = await createSku({ price: 1500, stock: STOCK });
  const order = await placeOrder(s, sku.skuId, QUANTITY);
  const payment = await startPayment(s, order.id);
  const m: Model = { order: 0, payment: "pending", expired: false, decided: null, paidRecords: 0 };
  let windowEnd = new Date(order.expiresAt);
  for (const step of steps) {
    if (step.late && !m.expired) {
      // The window ends now: what happened before it is in time, what happens after is late.
      await sleep(5);
      windowEnd = new Date();
      await db.order.update({ where: { id: order.id }, data: { expiresAt: windowEnd } });
      m.expired = true;
      await sleep(5);
    }
    if (step.way === "notification") {
      const inTime = !step.late || step.paidInTime;
      const params = signedNotification({
        outTradeNo: payment.outTradeNo,
        amount: step.rightAmount ? payment.amount : payment.amount + 1,
        decision: step.decision,
        tradeNo: `SBX${Date.now()}${Math.random()}`,
        at: inTime ? new Date(windowEnd.getTime() - 1000) : new Date(),
      });
      await handlePaymentNotification("sandbox", { params, body: "", headers: new Headers() });
      report(m, { paid: step.decision === "pay", rightAmount: step.rightAmount, paidInTime: inTime });
    } else if (step.way === "status query") {
      await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), step.decision);
      m.decided ??= { decision: step.decision, inTime: !m.expired };
      await reconcileOrderPayment(s.user.id, order.id);
      ask(m);
    } else {
      await closeExpiredOrders({ userId: s.user.id });
      if (m.expired) ask(m);
    }
  }
  const [after, pay, sold, stock, paidRecords] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, closeReason: true } }),
    db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo }, select: { status: true } }),
    db.product.findUniqueOrThrow({ where: { id: sku.productId }, select: { sales: true } }),
    db.sku.findUniqueOrThrow({ where: { id: sku.skuId }, select: { stock: true } }),
    db.paymentEvent.count({ where: { payment: { outTradeNo: payment.outTradeNo }, outcome: "paid" } }),
  ]);
  return {
    actual: {
      order: after.status,
      closeReason: after.closeReason,
      payment: pay.status,
      sales: sold.sales,
      stock: stock.stock,
      paidRecords,
    },
    expected: {
      order: m.order,
      closeReason: m.order === 10 ? "timeout" : null,
      payment: m.payment,
      sales: m.order === 500 ? QUANTITY : 0,
      stock: m.order === 10 ? STOCK : STOCK - QUANTITY,
      paidRecords: m.paidRecords,
    },
  };
}

describe("the payment paths", () => {
  it("leave the order and its payment where the rules say, whatever the shop learns in whatever order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 4 }).map(ordered), async (steps) => {
        const { actual, expected } = await run(steps);
        expect(actual).toEqual(expected);
      }),
      {
        numRuns: 30,
        // Always among the cases: paid in time; paid after the window (closes the order first, on the
        // Prisma carrier, and keeps the money); paid in time but told late; a wrong amount then the
        // right one; the cashier's decision learnt by the status query, then by the sweep after the window.
        examples: [
          [[{ way: "notification", decision: "pay", rightAmount: true, paidInTime: true, late: false }]],
          [[{ way: "notification", decision: "pay", rightAmount: true, paidInTime: false, late: true }]],
          [[{ way: "notification", decision: "pay", rightAmount: true, paidInTime: true, late: true }]],
          [
            [
              { way: "notification", decision: "pay", rightAmount: false, paidInTime: true, late: false },
              { way: "notification", decision: "cancel", rightAmount: true, paidInTime: true, late: false },
              { way: "notification", decision: "pay", rightAmount: true, paidInTime: true, late: false },
            ],
          ],
          [[{ way: "status query", decision: "pay", late: false }]],
          [
            [
              { way: "status query", decision: "pay", late: true },
              { way: "sweep", late: true },
            ],
          ],
          [[{ way: "sweep", late: true }]],
        ],
      },
    );
  }, 240_000);
});
