// The one place an order and its lines are written (checkout and a group's seat, create-order.ts; the
// flash buy, flash-buy.ts): every column of `Order` and `OrderItem` a new order sets, its number, its status
// (waiting for payment) and when it stops waiting. The lines are a copy of what was charged (name,
// image, price, weight), so editing the catalogue never rewrites an order. One statement on PostgreSQL
// (SqlTx.insertWithChildren), two on SQLite.
import type { SqlTx } from "@/lib/db";
import type { Delivery } from "./delivery";
import { newOrderNo } from "./number";
import type { PricedSku } from "./pricing";
import { orderStatus } from "@/lib/domain/order-status";
import type { OrderTotals } from "./totals";

/** A line as written: the SKU as priced (and the sale that priced it, if any), and how many. */
export type NewOrderLine = {
  sku: Pick<PricedSku, "skuId" | "productId" | "name" | "skuName" | "image" | "price" | "weight"> & {
    sale: { id: number } | null;
  };
  quantity: number;
};

export type NewOrder = {
  userId: number;
  lines: readonly NewOrderLine[];
  totals: OrderTotals;
  pointsUsed: number;
  delivery: Delivery;
  remark: string;
  /** How long the order waits for payment: the shop's window, or a flash sale's own. */
  paymentWindowMinutes: number;
  /** The flash sale it was bought at (its units go back to the sale if it closes unpaid). */
  flashSaleId: number | null;
  /** The group (拼团) the order holds a seat in, and the group's end: it waits for payment no longer. */
  group?: { id: number; expiresAt: Date };
  now: Date;
};

/** What a new order answers (the create-order and flash-buy responses take theirs from it). */
export type InsertedOrder = OrderTotals & {
  id: number;
  orderNo: string;
  status: typeof orderStatus.WAITING_FOR_PAYMENT;
  pointsUsed: number;
  expiresAt: string;
};

export async function insertOrder(q: SqlTx, order: NewOrder): Promise<InsertedOrder> {
  const { now, totals, delivery } = order;
  const orderNo = newOrderNo(now);
  const status = orderStatus.WAITING_FOR_PAYMENT;
  const windowEnd = now.getTime() + order.paymentWindowMinutes * 60_000;
  const expiresAt = new Date(order.group ? Math.min(windowEnd, order.group.expiresAt.getTime()) : windowEnd);
  const id = await q.insertWithChildren({
    table: "Order",
    values: {
      orderNo,
      userId: order.userId,
      status,
      itemsAmount: totals.itemsAmount,
      freightAmount: totals.freightAmount,
      discountAmount: totals.discountAmount,
      pointsAmount: totals.pointsAmount,
      totalAmount: totals.totalAmount,
      pointsUsed: order.pointsUsed,
      deliveryType: delivery.deliveryType,
      addressId: delivery.addressId,
      pickupPointId: delivery.pickupPointId,
      receiverName: delivery.receiverName,
      receiverPhone: delivery.receiverPhone,
      receiverAddress: delivery.receiverAddress,
      remark: order.remark,
      flashSaleId: order.flashSaleId,
      groupId: order.group?.id ?? null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    },
    children: {
      table: "OrderItem",
      parentColumn: "orderId",
      rows: order.lines.map(({ sku, quantity }) => ({
        productId: sku.productId,
        skuId: sku.skuId,
        name: sku.name,
        skuName: sku.skuName,
        image: sku.image,
        price: sku.price,
        quantity,
        weight: sku.weight,
        discountId: sku.sale?.id ?? null,
      })),
    },
  });
  return { id, orderNo, status, ...totals, pointsUsed: order.pointsUsed, expiresAt: expiresAt.toISOString() };
}
