// After the purchase: the shopper's after-sales requests (list and one), the quote that explains a
// refund before applying, applying, and reviews item by item with their follow-ups. Every write moves
// an order (and perhaps its coupon and points), so every cached answer about them is dropped.
"use client";

import useSWR from "swr";
import { api, urlOf, type Input, type Result } from "./api";
import {
  afterSalesApply,
  afterSalesDetail,
  afterSalesList,
  afterSalesQuote,
  afterSalesReviewCreate,
  afterSalesReviewFollowUp,
  afterSalesShipBack,
} from "./routes/afterSales.generated";
import type { ApiClientError } from "./fetcher";
import { orderChanged } from "./order-changed";
import { useApi } from "./swr";
import { usePagedList } from "./use-paged-list";

export type AfterSaleView = Result<typeof afterSalesDetail>;
export type AfterSaleQuote = Result<typeof afterSalesQuote>;
export type AfterSaleQuoteInput = Input<typeof afterSalesQuote>;
/** A reason a shopper gives (the shop's own, such as a failed group's, are not theirs to choose). */
export type AfterSaleReason = Exclude<AfterSaleView["reason"], "group_failed">;

/** The shopper's requests, newest first; fresh on every visit (an operator decides them meanwhile). */
export const useAfterSaleList = () => usePagedList(afterSalesList, { pageSize: 10, fresh: true });

export const useAfterSale = (id: number) => useApi(afterSalesDetail, { id });

type QuoteKey = readonly [string, string];
const fetchQuote = ([, body]: QuoteKey) =>
  api(afterSalesQuote, JSON.parse(body) as AfterSaleQuoteInput, { silent: true });

/**
 * What a request for these units would give back (null: nothing chosen); the last answer stays while a new
 * one loads. Never deduplicated: an apply screen opened right after an apply (the rest of an order, the
 * same units asked) must ask again — within SWR's two default seconds it would keep the answer from before
 * the apply (not the whole order: no freight, no coupon back) and never read it again.
 */
export const useAfterSaleQuote = (input: AfterSaleQuoteInput | null) =>
  useSWR<AfterSaleQuote, ApiClientError, QuoteKey | null>(
    input ? [urlOf(afterSalesQuote, {}), JSON.stringify(input)] : null,
    fetchQuote,
    { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 0 },
  );

/** Applies for a refund or a return; answers the request. */
export async function applyAfterSale(input: Input<typeof afterSalesApply>): Promise<AfterSaleView> {
  const created = await api(afterSalesApply, input);
  void orderChanged();
  return created;
}

/** Reviews some items of an order (it completes when none is left). */
export async function reviewItems(
  input: Input<typeof afterSalesReviewCreate>,
): Promise<Result<typeof afterSalesReviewCreate>> {
  const done = await api(afterSalesReviewCreate, input);
  void orderChanged();
  return done;
}

/** 追评 on one review. */
export async function followUpReview(input: Input<typeof afterSalesReviewFollowUp>): Promise<void> {
  await api(afterSalesReviewFollowUp, input);
  void orderChanged();
}

/** The shopper sent an approved return's goods: the parcel's courier and waybill; answers the request. */
export async function shipBackAfterSale(input: Input<typeof afterSalesShipBack>): Promise<AfterSaleView> {
  const sent = await api(afterSalesShipBack, input, { silent: true });
  void orderChanged();
  return sent;
}
