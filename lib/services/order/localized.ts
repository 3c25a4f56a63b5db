// Orders and the checkout preview in the caller's locale: the lines' product and SKU names and the
// coupons' names laid over the zh-Hans texts, so that the order services themselves stay locale-free.
import type { Locale } from "@/lib/i18n/routing";
import type { OrderPreviewInput } from "@/lib/validation/order";
import { withLineNames } from "../catalogue/localized";
import { couponNames } from "../engagement/localized";
import { couriersByCode, courierNameIn, trackingUrlOf } from "./couriers";
import type { GroupTerms } from "./group-seats";
import { previewOrder } from "./preview-order";
import { getOrderDetailOrThrow, listOrders, type OrderListFilter } from "./query";

/** Checkout: the lines and the coupons on offer in the locale. */
export async function previewOrderIn(userId: number, input: OrderPreviewInput, locale: Locale, seat?: GroupTerms) {
  const preview = await previewOrder(userId, input, new Date(), seat);
  const [items, coupons] = await Promise.all([
    withLineNames(preview.items, locale),
    couponNames(preview.coupons, locale),
  ]);
  return { ...preview, items, coupons };
}

/** Orders keep the names their lines were bought under; shown in the shopper's locale where known. */
export async function listOrdersIn(userId: number, query: OrderListFilter, locale: Locale) {
  const page = await listOrders(userId, query);
  return {
    ...page,
    rows: await Promise.all(
      page.rows.map(async (order) => ({ ...order, items: await withLineNames(order.items, locale) })),
    ),
  };
}

/** An order with its lines' names in the locale, and its courier's name there and tracking page (docs/decisions/038). */
export async function getOrderDetailIn(userId: number, id: number, locale: Locale) {
  const order = await getOrderDetailOrThrow(userId, id);
  const [items, couriers] = await Promise.all([
    withLineNames(order.items, locale),
    couriersByCode([order.courierCode]),
  ]);
  const courier = couriers.get(order.courierCode);
  return {
    ...order,
    items,
    courierName: courier ? courierNameIn(courier, locale) : order.courier,
    trackingUrl: courier ? trackingUrlOf(courier.trackingUrl, order.waybillNo) : null,
  };
}
