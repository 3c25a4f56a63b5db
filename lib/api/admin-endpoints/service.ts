// The service desk (issue 21): after-sales and refunds, the consult inbox, reviews.
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { idParamsSchema, reasonSchema } from "@/lib/validation/admin-orders";
import {
  adminAfterSaleQuerySchema,
  adminReviewQuerySchema,
  adminThreadQuerySchema,
  consultReplySchema,
  reviewReplySchema,
  reviewVisibilitySchema,
  userIdParamsSchema,
} from "@/lib/validation/admin-service";
import { pageQuerySchema } from "@/lib/validation/common";
import { adminPaymentSchema } from "@/lib/validation/responses/admin-orders";
import {
  adminAfterSaleDetailSchema,
  adminAfterSalePageSchema,
  adminConsultMessageSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminThreadDetailSchema,
  adminThreadPageSchema,
  afterSaleDecisionSchema,
  billCheckSchema,
  refundQueuePageSchema,
} from "@/lib/validation/responses/admin-service";
import { billQuerySchema } from "@/lib/validation/admin-service";
import { afterSaleApproveSchema, afterSaleReceiveSchema } from "@/lib/validation/returns";

export const afterSaleEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/after-sales",
    summary: "After-sales requests: the open ones oldest first (pending, refunding, refund_failed), or one status",
    tag: "After-sales",
    permission: "order:read",
    query: adminAfterSaleQuerySchema,
    response: adminAfterSalePageSchema,
  }),
  detail: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/after-sales/{id}",
    summary: "One request: the order's items and payments, photos, its audit trail",
    tag: "After-sales",
    permission: "order:read",
    params: idParamsSchema,
    response: adminAfterSaleDetailSchema,
    errors: [404],
  }),
  approve: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/after-sales/{id}/approve",
    summary:
      "Approves a return with a reason. By default the shopper is to send the goods to the shop's return address within the shop's days (awaiting_return; 409 RETURN_ADDRESS_MISSING while the shop has none); the refund is paid once they are received. withoutReturn: refund now (from pending or awaiting_return) and leave the goods with the shopper",
    tag: "After-sales",
    permission: "aftersale:decide",
    params: idParamsSchema,
    body: afterSaleApproveSchema,
    response: afterSaleDecisionSchema,
    errors: [404, 409],
  }),
  receive: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/after-sales/{id}/receive",
    summary:
      "The goods of a return arrived: per returned line, the units resellable (back to stock) and damaged (written off, with writeOffNote); their sum is what the line returned. Each movement is a stock ledger row; the refund is paid through the provider",
    tag: "After-sales",
    permission: "aftersale:decide",
    params: idParamsSchema,
    body: afterSaleReceiveSchema,
    response: afterSaleDecisionSchema,
    errors: [404, 409, 422],
  }),
  reject: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/after-sales/{id}/reject",
    summary: "Rejects a pending return with the reason the shopper reads; the order carries on",
    tag: "After-sales",
    permission: "aftersale:decide",
    params: idParamsSchema,
    body: reasonSchema,
    response: afterSaleDecisionSchema,
    errors: [404, 409],
  }),
  retryRefund: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/after-sales/{id}/retry-refund",
    summary: "Asks the provider again about a refund it refused or has not confirmed (same refund number)",
    tag: "After-sales",
    permission: "payment:refund",
    params: idParamsSchema,
    response: afterSaleDecisionSchema,
    errors: [404, 409],
  }),
  refunds: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/refunds",
    summary:
      "The refund queue: money for a closed or twice-paid order (refund_pending), and such refunds the provider refused (refund_failed) or has not confirmed",
    tag: "After-sales",
    permission: "order:read",
    query: pageQuerySchema,
    response: refundQueuePageSchema,
  }),
  refund: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/refunds/{id}",
    summary: "Refunds a payment of the queue through its provider, with a reason (retrying keeps the refund number)",
    tag: "After-sales",
    permission: "payment:refund",
    params: idParamsSchema,
    body: reasonSchema,
    response: adminPaymentSchema,
    errors: [404, 409],
  }),
  bill: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/payment-bills",
    summary:
      "A provider's trade bill of a day (downloaded through it: WeChat Pay API v3, Alipay) matched line by line with our payments and refunds",
    tag: "After-sales",
    permission: "payment:refund",
    query: billQuerySchema,
    response: billCheckSchema,
    errors: [409],
  }),
};

export const consultEndpoints = {
  threads: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/consult",
    summary: "Consult threads: waiting ones (unanswered questions, oldest first) or all (latest first)",
    tag: "Consult",
    permission: "consult:reply",
    query: adminThreadQuerySchema,
    response: adminThreadPageSchema,
  }),
  thread: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/consult/{userId}",
    summary: "One shopper's thread: the last 100 messages, oldest first",
    tag: "Consult",
    permission: "consult:reply",
    params: userIdParamsSchema,
    response: adminThreadDetailSchema,
    errors: [404],
  }),
  reply: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/consult/{userId}",
    summary: "Answers as the shop's service; the shopper's waiting messages count as answered",
    tag: "Consult",
    permission: "consult:reply",
    params: userIdParamsSchema,
    body: consultReplySchema,
    response: adminConsultMessageSchema,
    errors: [404],
  }),
};

export const reviewEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/reviews",
    summary: "Reviews, newest first, by product, rating and visibility",
    tag: "Reviews",
    permission: "review:moderate",
    query: adminReviewQuerySchema,
    response: adminReviewPageSchema,
  }),
  visibility: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/reviews/{id}/visibility",
    summary: "Hides a review (off the goods page and its summary) or shows it again, with a reason",
    tag: "Reviews",
    permission: "review:moderate",
    params: idParamsSchema,
    body: reviewVisibilitySchema,
    response: adminReviewSchema,
    errors: [404],
  }),
  reply: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/reviews/{id}/reply",
    summary: "The shop's reply shown under the review; empty removes it",
    tag: "Reviews",
    permission: "review:moderate",
    params: idParamsSchema,
    body: reviewReplySchema,
    response: adminReviewSchema,
    errors: [404],
  }),
};
