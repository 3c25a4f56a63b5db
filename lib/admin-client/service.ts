// The service desk's reads and changes: after-sales, refunds, consult, reviews, shoppers.
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  afterSalesApprove,
  afterSalesReceive,
  afterSalesDetail,
  afterSalesList,
  afterSalesRefund,
  afterSalesRefunds,
  afterSalesReject,
  afterSalesRetryRefund,
  consultReply,
  consultThread,
  consultThreads,
  reviewsList,
  reviewsReply,
  reviewsVisibility,
  shoppersDetail,
  shoppersList,
  shoppersPoints,
  shoppersStatus,
  afterSalesListOptions,
  reviewsListOptions,
  shoppersListOptions,
  consultThreadsOptions,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type AfterSaleQuery = AdminInput<typeof afterSalesList>;
export type AfterSaleRow = AdminResult<typeof afterSalesList>["rows"][number];
export type AfterSaleDetail = AdminResult<typeof afterSalesDetail>;
export type RefundRow = AdminResult<typeof afterSalesRefunds>["rows"][number];
export type ThreadRow = AdminResult<typeof consultThreads>["rows"][number];
export type ReviewQuery = AdminInput<typeof reviewsList>;
export type ReviewRow = AdminResult<typeof reviewsList>["rows"][number];
export type ShopperQuery = AdminInput<typeof shoppersList>;
export type ShopperRow = AdminResult<typeof shoppersList>["rows"][number];
export type ShopperDetail = AdminResult<typeof shoppersDetail>;

/** How often the inbox looks for new questions (the shopper's thread polls the same way). */
/** The registry's choices for the service desk's lists (their filters). */
export const afterSaleListOptions = afterSalesListOptions;
export const reviewListOptions = reviewsListOptions;
export const shopperListOptions = shoppersListOptions;
export const consultOptions = consultThreadsOptions;

export const CONSULT_POLL_MS = 3_000;

export const useAfterSales = (query: AfterSaleQuery) => useAdminRead(afterSalesList, query);
export const useAfterSale = (id: number) => useAdminRead(afterSalesDetail, { id });
export const useRefunds = (query: AdminInput<typeof afterSalesRefunds>) => useAdminRead(afterSalesRefunds, query);
export const useThreads = (filter: "waiting" | "all") =>
  useAdminRead(consultThreads, { filter, pageSize: 50 }, { refreshInterval: CONSULT_POLL_MS });
export const useThread = (userId: number | null) =>
  useAdminRead(consultThread, userId === null ? null : { userId }, { refreshInterval: CONSULT_POLL_MS });
export const useReviews = (query: ReviewQuery) => useAdminRead(reviewsList, query);
export const useShoppers = (query: ShopperQuery) => useAdminRead(shoppersList, query);
export const useShopper = (id: number) => useAdminRead(shoppersDetail, { id });

export const approveAfterSale = (input: AdminInput<typeof afterSalesApprove>) =>
  adminApi(afterSalesApprove, input, { silent: true });
export const receiveAfterSale = (input: AdminInput<typeof afterSalesReceive>) =>
  adminApi(afterSalesReceive, input, { silent: true });
export const rejectAfterSale = (input: AdminInput<typeof afterSalesReject>) =>
  adminApi(afterSalesReject, input, { silent: true });
export const retryAfterSaleRefund = (id: number) => adminApi(afterSalesRetryRefund, { id });
export const refundPayment = (input: AdminInput<typeof afterSalesRefund>) =>
  adminApi(afterSalesRefund, input, { silent: true });
export const replyToThread = (input: AdminInput<typeof consultReply>) =>
  adminApi(consultReply, input, { silent: true });
export const setReviewVisibility = (input: AdminInput<typeof reviewsVisibility>) =>
  adminApi(reviewsVisibility, input, { silent: true });
export const replyToReview = (input: AdminInput<typeof reviewsReply>) =>
  adminApi(reviewsReply, input, { silent: true });
export const setShopperStatus = (input: AdminInput<typeof shoppersStatus>) =>
  adminApi(shoppersStatus, input, { silent: true });
export const adjustPoints = (input: AdminInput<typeof shoppersPoints>) =>
  adminApi(shoppersPoints, input, { silent: true });
