// Order endpoints (spec section 7, Orders), plus the confirm-screen preview and the shopper's
// receipt and completion moves.
import { endpoint, type ApiPath } from "@/lib/api/endpoint";
import {
  boughtSkuPageSchema,
  orderCountsSchema,
  orderCreatedSchema,
  orderDetailSchema,
  orderPageSchema,
  orderPreviewResultSchema,
  orderSchema,
} from "@/lib/validation/responses/order";
import { pageQuerySchema } from "@/lib/validation/common";
import {
  createOrderNowSchema,
  createOrderSchema,
  editOrderAddressSchema,
  orderIdSchema,
  orderListQuerySchema,
  orderPreviewSchema,
  orderSkusQuerySchema,
} from "@/lib/validation/order";

const tag = "Orders";

const list = <P extends ApiPath>(path: P, summary: string) => endpoint({ method: "GET", path, summary, tag, auth: "required", query: pageQuerySchema, response: orderPageSchema });

export const orderEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/v1/create-order",
    summary: "Place an order from cart lines; 409 OUT_OF_STOCK changes nothing",
    tag,
    auth: "required",
    body: createOrderSchema,
    response: orderCreatedSchema,
    errors: [404, 409],
  }),
  createNow: endpoint({
    method: "POST",
    path: "/api/v1/create-order-now",
    summary: "Buy one SKU now; 409 OUT_OF_STOCK changes nothing",
    tag,
    auth: "required",
    body: createOrderNowSchema,
    response: orderCreatedSchema,
    errors: [404, 409],
  }),
  preview: endpoint({
    method: "POST",
    path: "/api/v1/order-preview",
    summary: "The confirm screen's figures (items, freight, coupon, total) without placing the order",
    tag,
    auth: "required",
    body: orderPreviewSchema,
    response: orderPreviewResultSchema,
    errors: [404, 409],
  }),
  cancel: endpoint({ method: "POST", path: "/api/v1/cancel-order", summary: "Cancel an unpaid order (status 10; stock and coupon return)", tag, auth: "required", body: orderIdSchema, response: orderSchema, errors: [404, 409] }),
  editAddress: endpoint({
    method: "POST",
    path: "/api/v1/edit-order-address",
    summary: "Change the delivery address (or pick-up point) until the order ships",
    tag,
    auth: "required",
    body: editOrderAddressSchema,
    response: orderSchema,
    errors: [404, 409],
  }),
  confirmReceipt: endpoint({ method: "POST", path: "/api/v1/confirm-receipt", summary: "Confirm receipt of a shipped order (510 -> 520)", tag, auth: "required", body: orderIdSchema, response: orderSchema, errors: [404, 409] }),
  complete: endpoint({ method: "POST", path: "/api/v1/complete-order", summary: "Complete a received order (520 -> 530; awards points)", tag, auth: "required", body: orderIdSchema, response: orderSchema, errors: [404, 409] }),
  list: endpoint({ method: "GET", path: "/api/v1/orders", summary: "The caller's orders, newest first, optionally by status", tag, auth: "required", query: orderListQuerySchema, response: orderPageSchema }),
  detail: endpoint({ method: "GET", path: "/api/v1/orders-detail", summary: "One order with items, status and trajectory", tag, auth: "required", query: orderIdSchema, response: orderDetailSchema, errors: [404] }),
  counts: endpoint({ method: "GET", path: "/api/v1/get-my-order", summary: "How many of the caller's orders are in each status", tag, auth: "required", response: orderCountsSchema }),
  ship: list("/api/v1/get-my-ship-order", "Shipped orders, waiting to be received (510)"),
  isPay: list("/api/v1/get-my-is-pay-order", "Paid orders waiting to ship (500)"),
  notPay: list("/api/v1/get-my-not-pay-order", "Unpaid orders (0)"),
  noPay: list("/api/v1/get-my-no-pay-order", "Unpaid orders (0); the legacy screen's name for get-my-not-pay-order"),
  pay: list("/api/v1/get-my-pay-order", "Every paid order (500, 510, 520, 530)"),
  skus: endpoint({ method: "GET", path: "/api/v1/get-my-order-skus", summary: "The SKUs the caller has paid for, newest first", tag, auth: "required", query: orderSkusQuerySchema, response: boughtSkuPageSchema }),
};
