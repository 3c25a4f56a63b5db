// After the purchase (issue 14): after-sales requests (售后), reviews (评价晒图), re-buy and deleting an
// order from the list. Response shapes: lib/validation/after-sales.ts (afterSaleSchema, ...).
import { endpoint } from "@/lib/api/endpoint";
import {
  afterSaleApplySchema,
  afterSaleIdSchema,
  afterSaleListSchema,
  afterSalePageSchema,
  afterSaleQuoteResultSchema,
  afterSaleQuoteSchema,
  afterSaleSchema,
  orderDeletedSchema,
  orderRefSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  rebuyResultSchema,
  reviewCreatedSchema,
  reviewCreateSchema,
  reviewFollowedUpSchema,
  reviewFollowUpSchema,
} from "@/lib/validation/after-sales";
import { orderIdSchema } from "@/lib/validation/order";
import { afterSaleShipBackSchema } from "@/lib/validation/returns";

const tag = "After-sales";

export const afterSalesEndpoints = {
  apply: endpoint({
    method: "POST",
    path: "/api/v1/after-sales-apply",
    summary:
      "Apply for a refund (order 500: granted at once) or a return (510/520/530, within 7 days of receipt, 15 for the seller's fault; decided by an operator) of the whole order or of `items` (order item ids and quantities), with a reason code, optional text and up to 9 photos. Answers the request with the server's refundAmount in cents: the units' goods less their shares of the coupon and the points, plus freight when the whole order is refunded before shipping",
    tag,
    auth: "required",
    body: afterSaleApplySchema,
    response: afterSaleSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  quote: endpoint({
    method: "POST",
    path: "/api/v1/after-sales-quote",
    summary:
      "What a refund or return of `items` (or of every unit left) would give back, broken down, and the reasons still open; writes nothing",
    tag,
    auth: "required",
    body: afterSaleQuoteSchema,
    response: afterSaleQuoteResultSchema,
    errors: [404, 409, 422],
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
  shipBack: endpoint({
    method: "POST",
    path: "/api/v1/after-sales-ship-back",
    summary:
      "The shopper sent the goods of an approved return (awaiting_return) to the shop's return address: the courier code and waybill of the parcel. The request moves to returning; the refund is paid once the shop has received the goods",
    tag,
    auth: "required",
    body: afterSaleShipBackSchema,
    response: afterSaleSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  reviewCreate: endpoint({
    method: "POST",
    path: "/api/v1/review-create",
    summary:
      "Review items of an order waiting for review (520), each with its own rating 1-5, text, up to 9 photos and optional anonymity; items may be left for later. The order completes (530) once every item kept has a review",
    tag,
    auth: "required",
    body: reviewCreateSchema,
    response: reviewCreatedSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  reviewFollowUp: endpoint({
    method: "POST",
    path: "/api/v1/review-follow-up",
    summary: "追评: one follow-up (text, up to 9 photos) on one of the caller's reviews, within 90 days of receipt",
    tag,
    auth: "required",
    body: reviewFollowUpSchema,
    response: reviewFollowedUpSchema,
    errors: [404, 409, 422],
    idempotent: true,
  }),
  productReviews: endpoint({
    method: "GET",
    path: "/api/v1/product-reviews",
    summary:
      "A product's reviews, newest first (withPhotos=1: only those with photos), each with the SKU bought in the reader's locale and its follow-up; the summary counts the product's reviews (average, share of 4-5 stars, with photos)",
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
