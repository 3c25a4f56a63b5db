// After the purchase (issue 14): after-sales requests (售后), reviews (评价晒图), re-buy and deleting an
// order from the list. Response shapes: lib/validation/after-sales.ts (afterSaleSchema, ...).
import { endpoint } from "@/lib/api/endpoint";
import {
  afterSaleApplySchema,
  afterSaleIdSchema,
  afterSaleListSchema,
  afterSalePageSchema,
  afterSaleSchema,
  orderDeletedSchema,
  orderRefSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  rebuyResultSchema,
  reviewCreatedSchema,
  reviewCreateSchema,
} from "@/lib/validation/after-sales";
import { orderIdSchema } from "@/lib/validation/order";

const tag = "After-sales";

export const afterSalesEndpoints = {
  apply: endpoint({
    method: "POST",
    path: "/api/v1/after-sales-apply",
    summary:
      "Apply for a refund (order 500: closes at once, money back through its provider, stock/coupon/points back) or a return (510/520, up to 9 photos, decided by an operator)",
    tag,
    auth: "required",
    body: afterSaleApplySchema,
    response: afterSaleSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/v1/after-sales",
    summary: "The caller's after-sales requests, newest first",
    tag,
    auth: "required",
    query: afterSaleListSchema,
    response: afterSalePageSchema,
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/v1/after-sales-detail",
    summary: "One of the caller's after-sales requests",
    tag,
    auth: "required",
    query: afterSaleIdSchema,
    response: afterSaleSchema,
    errors: [404],
  }),
  reviewCreate: endpoint({
    method: "POST",
    path: "/api/v1/review-create",
    summary: "Review an order waiting for review (520): rating 1-5, text, up to 9 photos; the order completes (530)",
    tag,
    auth: "required",
    body: reviewCreateSchema,
    response: reviewCreatedSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  productReviews: endpoint({
    method: "GET",
    path: "/api/v1/product-reviews",
    summary: "A product's reviews, newest first, with the summary (count, average rating, share of 4-5 stars)",
    tag,
    auth: "none",
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
  }),
  rebuy: endpoint({
    method: "POST",
    path: "/api/v1/order-rebuy",
    summary: "Put an order's SKUs back in the cart; answers the cart lines added and the SKUs skipped",
    tag,
    auth: "required",
    body: orderRefSchema,
    response: rebuyResultSchema,
    errors: [404, 409],
  }),
  deleteOrder: endpoint({
    method: "POST",
    path: "/api/v1/order-delete",
    summary: "Remove a closed (10) or completed (530) order from the caller's list",
    tag,
    auth: "required",
    body: orderIdSchema,
    response: orderDeletedSchema,
    errors: [404, 409],
  }),
};
