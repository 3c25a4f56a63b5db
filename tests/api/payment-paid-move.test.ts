// The paid move is one (lib/services/order/pay-order.ts markOrderPaid, docs/decisions/026-one-money-path.md):
// however the shop learns of a payment — the provider's notification, the pay result screen's status
// query after a lost notification, the unpaid-order sweep asking the provider, or an order the coupon
// made free — the order ends the same: paid, its units counted as sold once, the payment paid, one
// "paid" record. On both engines.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { closeExpiredOrders } from "@/lib/services/order";
import { cashierSignature, reconcileOrderPayment, sandboxDecide } from "@/lib/services/payment";
import { notify, placeOrder, shopper, startPayment } from "@/tests/helpers/after-sales-fixtures";
import { createPickupPoint, createSku, giveCoupon } from "@/tests/helpers/orders-fixtures";

type Way = "notification" | "status query" | "sweep" | "free order";

/** Pays a fresh two-unit order the given way; answers what the order, its product and payment became. */
async function paidThe(way: Way) {
  const s = await shopper();
  const sku = await createSku({ price: 1500, stock: 5 });
  let extra: Record<string, unknown> = {};
  if (way === "free order") {
    // Picked up (no freight) and all of it taken off by the coupon: nothing to collect.
    const point = await createPickupPoint();
    const coupon = await giveCoupon(s.user.id, { amountOff: 3000 });
    extra = { addressId: undefined, pickupPointId: point.id, couponId: coupon.id };
  }
  const order = await placeOrder(s, sku.skuId, 2, extra);
  const payment = await startPayment(s, order.id);
  if (way === "notification") expect((await notify(payment)).body.outcome).toBe("paid");
  if (way === "status query" || way === "sweep") {
    // The shopper pays at the cashier; in process there is no server to deliver its notification to.
    await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), "pay");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(0);
    if (way === "status query") await reconcileOrderPayment(s.user.id, order.id);
    else await closeExpiredOrders({ now: new Date(new Date(order.expiresAt).getTime() + 60_000) });
  }
  const after = await db.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { status: true, paidAt: true, closeReason: true, afterSaleOpen: true, totalAmount: true },
  });
  const product = await db.product.findUniqueOrThrow({ where: { id: sku.productId }, select: { sales: true } });
  const paid = await db.payment.findMany({ where: { orderId: order.id }, select: { id: true, status: true } });
  const events = await db.paymentEvent.count({ where: { paymentId: { in: paid.map((p) => p.id) }, outcome: "paid" } });
  return {
    free: after.totalAmount === 0,
    status: after.status,
    paid: after.paidAt !== null && after.paidAt.getTime() <= Date.now(),
    closeReason: after.closeReason,
    afterSaleOpen: after.afterSaleOpen,
    sales: product.sales,
    stock: (await db.sku.findUniqueOrThrow({ where: { id: sku.skuId }, select: { stock: true } })).stock,
    payments: paid.map((p) => p.status),
    paidRecords: events,
  };
}

describe("one paid move", () => {
  it("leaves the same paid order whichever way the payment is learnt of", async () => {
    const outcomes = [];
    for (const way of ["notification", "status query", "sweep", "free order"] as Way[])
      outcomes.push({ way, ...(await paidThe(way)) });
    for (const { way, free, ...outcome } of outcomes) {
      expect(free, way).toBe(way === "free order");
      expect(outcome, way).toEqual({
        status: 500,
        paid: true,
        closeReason: null,
        afterSaleOpen: false,
        sales: 2,
        stock: 3,
        payments: ["paid"],
        paidRecords: 1,
      });
    }
  });
});
