// Orders in every after-purchase state, reached through the real endpoints (place, pay via the sandbox
// notification, ship via the operator service, confirm receipt).
import { expect } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { db } from "@/lib/db";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { GET as callback } from "@/app/api/v1/mpay-callback-local/route";
import { POST as confirmReceipt } from "@/app/api/v1/confirm-receipt/route";
import { shipOrder } from "@/lib/services/order";
import { approveReturn, receiveReturn, RETURN_POLICY } from "@/lib/services/after-sales";
import { signedNotification } from "@/lib/services/payment";
import { call } from "./api";
import { createUser } from "./users";
import { createAddressFor, createSku, giveCoupon } from "./orders-fixtures";
import { testActor } from "./admin";

export type Shopper = Awaited<ReturnType<typeof createUser>> & { addressId: number };

export async function shopper(points = 0): Promise<Shopper> {
  const u = await createUser({ points });
  const address = await createAddressFor(u.user.id);
  return { ...u, addressId: address.id };
}

export async function placeOrder(s: Shopper, skuId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const res = await call<{ id: number; totalAmount: number; expiresAt: string }>(
    createOrderNow,
    "/api/v1/create-order-now",
    { token: s.token, body: { addressId: s.addressId, skuId, quantity, ...extra } },
  );
  if (res.status !== 200) throw new Error(`create-order-now ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function startPayment(s: Shopper, orderId: number) {
  return (
    await call<{ outTradeNo: string; amount: number }>(mpayH5, "/api/v1/mpay-h5", { token: s.token, body: { orderId } })
  ).body;
}

export function notify(p: { outTradeNo: string; amount: number }, tradeNo = `SBX${Date.now()}${Math.random()}`) {
  return call<{ outcome: string }>(
    callback,
    `/api/v1/mpay-callback-local?${new URLSearchParams(signedNotification({ outTradeNo: p.outTradeNo, amount: p.amount, decision: "pay", tradeNo }))}`,
  );
}

/** An order at `status` (500, 510 or 520) of a fresh shopper, with its SKU. */
export async function orderAt(
  status: 500 | 510 | 520,
  options: { stock?: number; price?: number; points?: number; orderPoints?: number } = {},
) {
  const s = await shopper(options.points ?? 0);
  const sku = await createSku({ stock: options.stock ?? 10, price: options.price ?? 1000 });
  const order = await placeOrder(s, sku.skuId, 1, options.orderPoints ? { points: options.orderPoints } : {});
  const payment = await startPayment(s, order.id);
  await notify(payment);
  if (status >= 510)
    await shipOrder(order.id, undefined, { courier: "顺丰速运", waybillNo: "SF1234567890" }, testActor);
  if (status >= 520) await call(confirmReceipt, "/api/v1/confirm-receipt", { token: s.token, body: { id: order.id } });
  return { s, sku, order, payment };
}

/**
 * A paid order of several lines (through the cart), with a coupon and points when asked, moved on to
 * `status`; answers the order, its items (in line order) and its payment.
 */
export async function paidCartOrder(
  lines: { price: number; quantity: number; stock?: number }[],
  options: { status?: 500 | 510 | 520; couponOff?: number; points?: number; s?: Shopper } = {},
) {
  const s = options.s ?? (await shopper(options.points ?? 0));
  const skus = [];
  for (const line of lines) skus.push(await createSku({ price: line.price, stock: line.stock ?? 20 }));
  const cartIds: number[] = [];
  for (const [i, line] of lines.entries())
    cartIds.push(
      (await db.cartItem.create({ data: { userId: s.user.id, skuId: skus[i].skuId, quantity: line.quantity } })).id,
    );
  const coupon = options.couponOff ? await giveCoupon(s.user.id, { amountOff: options.couponOff }) : null;
  const res = await call<{ id: number; totalAmount: number; freightAmount: number; message?: string }>(
    createOrder,
    "/api/v1/create-order",
    {
      token: s.token,
      body: {
        addressId: s.addressId,
        cartIds,
        ...(coupon ? { couponId: coupon.id } : {}),
        ...(options.points ? { points: options.points } : {}),
      },
    },
  );
  if (res.status !== 200) throw new Error(`create-order ${res.status} ${JSON.stringify(res.body)}`);
  const order = res.body;
  const payment = await startPayment(s, order.id);
  await notify(payment);
  const status = options.status ?? 500;
  if (status >= 510)
    await shipOrder(order.id, undefined, { courier: "顺丰速运", waybillNo: "SF1234567890" }, testActor);
  if (status >= 520) await call(confirmReceipt, "/api/v1/confirm-receipt", { token: s.token, body: { id: order.id } });
  const items = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
  return { s, skus, order, items, payment, coupon };
}

/** The shop's return address and days (approving a return needs an address): set unless already set. */
export async function givenReturnPolicy(address = "上海市浦东新区退货仓 1 号 收件人 售后组 021-00000000", days = 7) {
  await db.shopSetting.upsert({
    where: { key: RETURN_POLICY },
    create: { key: RETURN_POLICY, value: JSON.stringify({ address, sendWithinDays: days }) },
    update: {},
  });
}

/**
 * The operator approves return `id` and, the goods back, receives every unit as resellable: the refund
 * is granted then. Answers the status after the provider was asked (refunded with the sandbox).
 */
export async function approveAndReceive(id: number, note = "ok"): Promise<string> {
  await givenReturnPolicy();
  expect(await approveReturn(id, note, testActor)).toBe("awaiting_return");
  const items = await db.afterSaleItem.findMany({
    where: { afterSaleId: id },
    select: { orderItemId: true, quantity: true },
  });
  return receiveReturn(
    id,
    { items: items.map((i) => ({ orderItemId: i.orderItemId, resellable: i.quantity, damaged: 0 })), writeOffNote: "" },
    testActor,
  );
}
