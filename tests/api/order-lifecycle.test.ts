// An order's life through the real route handlers: cancel (stock and coupon back), address changes
// until shipping, receipt and completion (points), the lists and counts, and 404 for other users' ids.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as editOrderAddress } from "@/app/api/v1/edit-order-address/route";
import { POST as confirmReceipt } from "@/app/api/v1/confirm-receipt/route";
import { POST as completeOrder } from "@/app/api/v1/complete-order/route";
import { GET as orders } from "@/app/api/v1/orders/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { GET as myOrder } from "@/app/api/v1/get-my-order/route";
import { GET as shipList } from "@/app/api/v1/get-my-ship-order/route";
import { GET as isPayList } from "@/app/api/v1/get-my-is-pay-order/route";
import { GET as notPayList } from "@/app/api/v1/get-my-not-pay-order/route";
import { GET as noPayList } from "@/app/api/v1/get-my-no-pay-order/route";
import { GET as payList } from "@/app/api/v1/get-my-pay-order/route";
import { GET as orderSkus } from "@/app/api/v1/get-my-order-skus/route";
import { db, writeTransaction } from "@/lib/db";
import { orderStatus } from "@/lib/domain/order-status";
import { transitionOrder, addTrajectoryPoint, shipOrder } from "@/lib/services/order";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import {
  createAddressFor,
  createPickupPoint,
  createSku,
  giveCoupon,
  stockOf,
  useTestFreightRule,
} from "@/tests/helpers/orders-fixtures";
import { testActor } from "../helpers/admin";

type Order = {
  id: number;
  status: number;
  addressId: number | null;
  receiverName: string;
  closeReason: string | null;
  trajectory?: { description: string }[];
  actions: Record<string, boolean>;
};
type Page = { rows: { id: number; status: number }[]; total: number; hasMore: boolean };

beforeAll(useTestFreightRule);

async function placed(options: { stock?: number; coupon?: boolean; price?: number } = {}) {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id, { isDefault: true });
  const sku = await createSku({ stock: options.stock ?? 10, price: options.price ?? 1000 });
  const coupon = options.coupon ? await giveCoupon(user.id, { amountOff: 100 }) : null;
  const res = await call<{ id: number; totalAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
    token,
    body: { addressId: address.id, skuId: sku.skuId, quantity: 2, ...(coupon ? { couponId: coupon.id } : {}) },
  });
  expect(res.status).toBe(200);
  return { user, token, address, sku, coupon, order: res.body };
}

/** Payment proper is issue 6's; here the order is moved to paid the same way a verified payment does. */
async function markPaid(orderId: number) {
  await writeTransaction((tx) => transitionOrder(tx, orderId, orderStatus.WAITING_TO_SHIP));
}

describe("cancel-order", () => {
  it("closes an unpaid order and returns its stock and coupon, once", async () => {
    const { user, token, sku, coupon, order } = await placed({ coupon: true });
    expect(await stockOf(sku.skuId)).toBe(8);
    const res = await call<Order>(cancelOrder, "/api/v1/cancel-order", { token, body: { id: order.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 10, closeReason: "cancelled" });
    expect(await stockOf(sku.skuId)).toBe(10);
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon!.id } })).usedAt).toBeNull();
    const again = await call<{ code: string }>(cancelOrder, "/api/v1/cancel-order", { token, body: { id: order.id } });
    expect(again.status).toBe(409);
    expect(await stockOf(sku.skuId)).toBe(10);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(1);
  });

  it("cannot cancel a paid order", async () => {
    const { token, order } = await placed();
    await markPaid(order.id);
    expect((await call(cancelOrder, "/api/v1/cancel-order", { token, body: { id: order.id } })).status).toBe(409);
  });
});

describe("the status machine", () => {
  it("allows only 0->10, 0->500, 500->510, 510->520, 520->530", async () => {
    const { order } = await placed();
    const move = (to: (typeof orderStatus)[keyof typeof orderStatus]) =>
      writeTransaction((tx) => transitionOrder(tx, order.id, to)).then(
        () => "ok",
        (e: { code?: string }) => e.code,
      );
    expect(await move(orderStatus.WAITING_TO_RECEIVE)).toBe("CONFLICT");
    expect(await move(orderStatus.COMPLETE)).toBe("CONFLICT");
    expect(await move(orderStatus.WAITING_FOR_PAYMENT)).toBe("CONFLICT");
    expect(await move(orderStatus.WAITING_TO_SHIP)).toBe("ok");
    expect(await move(orderStatus.CLOSED)).toBe("CONFLICT");
    expect(await move(orderStatus.WAITING_TO_SHIP)).toBe("CONFLICT");
    expect(await move(orderStatus.WAITING_TO_RECEIVE)).toBe("ok");
    expect(await move(orderStatus.WAITING_FOR_REVIEW)).toBe("ok");
    expect(await move(orderStatus.COMPLETE)).toBe("ok");
    expect(await move(orderStatus.CLOSED)).toBe("CONFLICT");
  });
});

describe("delivery, receipt, completion", () => {
  it("changes the address until the order ships, then refuses", async () => {
    const { user, token, order } = await placed();
    const second = await createAddressFor(user.id, { name: "李四" });
    const changed = await call<Order>(editOrderAddress, "/api/v1/edit-order-address", {
      token,
      body: { id: order.id, addressId: second.id },
    });
    expect(changed.body).toMatchObject({ addressId: second.id, receiverName: "李四" });
    await markPaid(order.id);
    const afterPaying = await call<Order>(editOrderAddress, "/api/v1/edit-order-address", {
      token,
      body: { id: order.id, addressId: second.id },
    });
    expect(afterPaying.status).toBe(200);
    const point = await createPickupPoint();
    expect(
      (
        await call(editOrderAddress, "/api/v1/edit-order-address", {
          token,
          body: { id: order.id, pickupPointId: point.id },
        })
      ).status,
    ).toBe(409);
    await shipOrder(order.id, { description: "快递员已揽件", location: "深圳" }, {}, testActor);
    expect(
      (
        await call(editOrderAddress, "/api/v1/edit-order-address", {
          token,
          body: { id: order.id, addressId: second.id },
        })
      ).status,
    ).toBe(409);
    const stranger = await createUser();
    const theirs = await createAddressFor(stranger.user.id);
    const other = await placed();
    expect(
      (
        await call(editOrderAddress, "/api/v1/edit-order-address", {
          token: other.token,
          body: { id: other.order.id, addressId: theirs.id },
        })
      ).status,
    ).toBe(404);
  });

  it("ships with a trajectory, confirms receipt, completes and awards points once", async () => {
    const { user, token, order } = await placed({ price: 5000 });
    await markPaid(order.id);
    await shipOrder(order.id, { description: "已发货", location: "深圳", lat: 22.54, lng: 113.95 }, {}, testActor);
    await addTrajectoryPoint(
      order.id,
      { description: "到达广州转运中心", location: "广州", lat: 23.13, lng: 113.26 },
      testActor,
    );
    const detail = await call<Order>(orderDetail, `/api/v1/orders-detail?id=${order.id}`, { token });
    expect(detail.body.status).toBe(510);
    expect(detail.body.trajectory?.map((p) => p.description)).toEqual(["到达广州转运中心", "已发货"]);
    expect(detail.body.actions).toMatchObject({ confirmReceipt: true, cancel: false, pay: false, trajectory: true });
    expect((await call(completeOrder, "/api/v1/complete-order", { token, body: { id: order.id } })).status).toBe(409);
    expect(
      (await call<Order>(confirmReceipt, "/api/v1/confirm-receipt", { token, body: { id: order.id } })).body.status,
    ).toBe(520);
    expect(
      (await call<Order>(completeOrder, "/api/v1/complete-order", { token, body: { id: order.id } })).body.status,
    ).toBe(530);
    expect((await call(completeOrder, "/api/v1/complete-order", { token, body: { id: order.id } })).status).toBe(409);
    // 100.00 + 20.00 freight (2 x 500 g) paid: 120 points.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).points).toBe(
      Math.floor(order.totalAmount / 100),
    );
  });
});

describe("lists", () => {
  it("lists by status, counts, and the legacy lists", async () => {
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id);
    const sku = await createSku({ stock: 20 });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(
        (
          await call<{ id: number }>(createOrderNow, "/api/v1/create-order-now", {
            token,
            body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
          })
        ).body.id,
      );
    }
    await call(cancelOrder, "/api/v1/cancel-order", { token, body: { id: ids[0] } });
    await markPaid(ids[1]);
    await markPaid(ids[2]);
    await shipOrder(ids[2], undefined, {}, testActor);
    const all = await call<Page>(orders, "/api/v1/orders?pageSize=2", { token });
    expect(all.body).toMatchObject({ total: 4, hasMore: true });
    expect(all.body.rows.map((r) => r.id)).toEqual([ids[3], ids[2]]);
    expect((await call<Page>(orders, "/api/v1/orders?status=", { token })).body.total).toBe(4);
    expect((await call<Page>(orders, "/api/v1/orders?status=0", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[3],
    ]);
    expect((await call<Page>(orders, "/api/v1/orders?status=10", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[0],
    ]);
    expect((await call(orders, "/api/v1/orders?status=7", { token })).status).toBe(422);
    expect((await call<Page>(isPayList, "/api/v1/get-my-is-pay-order", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[1],
    ]);
    expect((await call<Page>(shipList, "/api/v1/get-my-ship-order", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[2],
    ]);
    expect(
      (await call<Page>(notPayList, "/api/v1/get-my-not-pay-order", { token })).body.rows.map((r) => r.id),
    ).toEqual([ids[3]]);
    expect((await call<Page>(noPayList, "/api/v1/get-my-no-pay-order", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[3],
    ]);
    expect((await call<Page>(payList, "/api/v1/get-my-pay-order", { token })).body.rows.map((r) => r.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const counts = await call(myOrder, "/api/v1/get-my-order", { token });
    expect(counts.body).toEqual({
      all: 4,
      waitingForPayment: 1,
      waitingToShip: 1,
      waitingToReceive: 1,
      waitingForReview: 0,
      complete: 0,
      closed: 1,
    });
    const skus = await call<{ rows: { orderId: number; skuId: number }[]; total: number }>(
      orderSkus,
      "/api/v1/get-my-order-skus",
      { token },
    );
    expect(skus.body.total).toBe(2);
    expect(skus.body.rows.every((r) => r.skuId === sku.skuId)).toBe(true);
    // Another shopper sees none of it.
    const stranger = await createUser();
    expect((await call<Page>(orders, "/api/v1/orders", { token: stranger.token })).body.total).toBe(0);
  });
});

describe("IDOR: another user's order id is a 404 everywhere", () => {
  it("detail, cancel, change address, confirm receipt, complete", async () => {
    const owner = await placed();
    const intruder = await createUser();
    const theirAddress = await createAddressFor(intruder.user.id);
    const t = intruder.token;
    const id = owner.order.id;
    expect((await call(orderDetail, `/api/v1/orders-detail?id=${id}`, { token: t })).status).toBe(404);
    expect((await call(cancelOrder, "/api/v1/cancel-order", { token: t, body: { id } })).status).toBe(404);
    expect(
      (
        await call(editOrderAddress, "/api/v1/edit-order-address", {
          token: t,
          body: { id, addressId: theirAddress.id },
        })
      ).status,
    ).toBe(404);
    await markPaid(id);
    await shipOrder(id, undefined, {}, testActor);
    expect((await call(confirmReceipt, "/api/v1/confirm-receipt", { token: t, body: { id } })).status).toBe(404);
    await call(confirmReceipt, "/api/v1/confirm-receipt", { token: owner.token, body: { id } });
    expect((await call(completeOrder, "/api/v1/complete-order", { token: t, body: { id } })).status).toBe(404);
    const after = await call<Order>(orderDetail, `/api/v1/orders-detail?id=${id}`, { token: owner.token });
    expect(after.body).toMatchObject({ status: 520, addressId: owner.address.id });
  });
});
