// The shopper's orders: the list, one order, the confirm screen's figures, placing an order and the
// moves on it (cancel, confirm receipt, complete, re-buy, delete, another delivery). SWR, keyed by
// the API URLs; order-changed.ts drops every cached answer about orders when one changes elsewhere.
"use client";

import useSWR from "swr";
import { api, urlOf, type Input, type Result } from "./api";
import { afterSalesDeleteOrder, afterSalesRebuy } from "./routes/afterSales.generated";
import {
  orderCancel,
  orderComplete,
  orderConfirmReceipt,
  orderCreate,
  orderCreateNow,
  orderDetail,
  orderEditAddress,
  orderList,
  orderPreview,
} from "./routes/order.generated";
import { cartChanged } from "./cart-add";
import type { ApiClientError } from "./fetcher";
import { clearOrderItems } from "./order-draft";
import { orderChanged } from "./order-changed";
import { useApi } from "./swr";
import { usePagedList, type RowOf } from "./use-paged-list";

export type OrderView = RowOf<typeof orderList>;
export type OrderDetail = Result<typeof orderDetail>;
export type TrajectoryPoint = OrderDetail["trajectory"][number];
export type OrderPreview = Result<typeof orderPreview>;
export type OrderPreviewInput = Input<typeof orderPreview>;
export type UsableCoupon = OrderPreview["coupons"][number];

/** The shopper's orders, newest first, of one status (undefined: all), ten at a time. */
export const useOrderList = (status: number | undefined) =>
  usePagedList(orderList, { params: { status }, pageSize: 10 });

/** One order with its items, status and parcel trajectory. */
export const useOrder = (id: number) => useApi(orderDetail, { id });

type PreviewKey = readonly [string, string];
const fetchPreview = ([, body]: PreviewKey) =>
  api(orderPreview, JSON.parse(body) as OrderPreviewInput, { silent: true });

/** The confirm screen's figures for `input` (null: nothing to confirm); the last ones stay while new ones load. */
export const useOrderPreview = (input: OrderPreviewInput | null) =>
  useSWR<OrderPreview, ApiClientError, PreviewKey | null>(
    input ? [urlOf(orderPreview, {}), JSON.stringify(input)] : null,
    fetchPreview,
    { keepPreviousData: true },
  );

/** Places the order (the buy-now SKU, or cart lines); the draft's lines are done and the cart reads again. */
export async function placeOrder(
  input: Input<typeof orderCreateNow> | Input<typeof orderCreate>,
): Promise<Result<typeof orderCreate>> {
  const order = "skuId" in input ? await api(orderCreateNow, input) : await api(orderCreate, input);
  clearOrderItems();
  cartChanged();
  // Its coupon and points are spent: the coupon screens and the next checkout read them again.
  void orderChanged();
  return order;
}

/** Cancels an unpaid order; its coupon and points come back. */
export async function cancelOrder(id: number): Promise<Result<typeof orderCancel>> {
  const order = await api(orderCancel, { id });
  void orderChanged();
  return order;
}
export const confirmReceipt = (id: number) => api(orderConfirmReceipt, { id });
export const completeOrder = (id: number) => api(orderComplete, { id });
export const deleteOrder = (id: number) => api(afterSalesDeleteOrder, { id });

/** Sends the order to another address (express) or pick-up point. */
export const changeOrderDelivery = (id: number, to: { addressId: number } | { pickupPointId: number }) =>
  api(orderEditAddress, { id, ...to });

/** Puts the order's SKUs back in the cart; answers the lines added and the SKUs skipped. */
export async function rebuyOrder(orderId: number): Promise<Result<typeof afterSalesRebuy>> {
  const added = await api(afterSalesRebuy, { orderId });
  cartChanged();
  return added;
}
