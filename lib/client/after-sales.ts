// After the purchase: the shopper's after-sales requests (list and one), applying for one, and
// reviewing an order. Both writes change the order, so every cached answer about orders is dropped.
"use client";

import { api, type Input, type Result } from "./api";
import { afterSalesApply, afterSalesDetail, afterSalesList, afterSalesReviewCreate } from "./api-routes.generated";
import { orderChanged } from "./order-changed";
import { useApi } from "./swr";
import { usePagedList } from "./use-paged-list";

export type AfterSaleView = Result<typeof afterSalesDetail>;

/** The shopper's requests, newest first; fresh on every visit (an operator decides them meanwhile). */
export const useAfterSaleList = () => usePagedList(afterSalesList, { pageSize: 10, fresh: true });

export const useAfterSale = (id: number) => useApi(afterSalesDetail, { id });

/** Applies for a refund or a return; answers the request. */
export async function applyAfterSale(input: Input<typeof afterSalesApply>): Promise<AfterSaleView> {
  const created = await api(afterSalesApply, input);
  void orderChanged();
  return created;
}

/** Reviews an order (it completes). */
export async function reviewOrder(input: Input<typeof afterSalesReviewCreate>): Promise<void> {
  await api(afterSalesReviewCreate, input);
  void orderChanged();
}
