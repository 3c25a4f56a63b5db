// The order desk (issue 21, "Orders").
import { z } from "zod";
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import {
  adminOrderFilterSchema,
  adminOrderQuerySchema,
  idParamsSchema,
  reasonSchema,
  remarkSchema,
  shipBatchSchema,
  shipSchema,
  trackingSchema,
} from "@/lib/validation/admin-orders";
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminShippedSchema,
  shipBatchReportSchema,
} from "@/lib/validation/responses/admin-orders";
import { adminInvoiceQuerySchema, invoiceIssueSchema } from "@/lib/validation/invoice";
import { orderInvoiceSchema } from "@/lib/validation/responses/order";
import { int, pageOf } from "@/lib/validation/responses/common";

const tag = "Orders";

export const orderEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/orders",
    summary:
      "Orders, filtered by status, creation day (from/to, +8), `q` (order number or its first 6+ digits, a phone, a username or receiver name) and product; `sort` is one of the listed names",
    tag,
    permission: "order:read",
    query: adminOrderQuerySchema,
    response: adminOrderPageSchema,
  }),
  export: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/orders/export",
    summary:
      "The filtered orders as CSV (UTF-8 with BOM, streamed, headers in the operator's language; cells starting with = + - @ are made inert). Audited. Fulfilment exports the orders it packs (order:ship).",
    tag,
    permission: ["export:run", "order:ship"],
    query: adminOrderFilterSchema,
    response: z.string(),
    responseMedia: { "text/csv": z.string() },
  }),
  shipBatch: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/orders/ship-batch",
    summary:
      "Batch shipping from a CSV (order number, courier code or name, waybill; header row optional; at most 2000 rows). `confirm: false` checks the whole file and answers what every line would do (ship, already shipped, not paid, unknown order, unknown courier with the accepted ones, bad waybill, repeated); `confirm: true` plans again and ships the `ship` lines in one transaction, an audit row per order (409 when an order changed meanwhile: preview again)",
    tag,
    permission: "order:ship",
    body: shipBatchSchema,
    response: shipBatchReportSchema,
    errors: [409],
  }),
  detail: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/orders/{id}",
    summary: "One order: items, payments, trajectory, after-sales and its audit trail",
    tag,
    permission: "order:read",
    params: idParamsSchema,
    response: adminOrderDetailSchema,
    errors: [404],
  }),
  ship: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{id}/ship",
    summary:
      "Ships a paid order (500 -> 510) with a courier from the list and a waybill; 409 when it is not waiting to ship (another clerk shipped it)",
    tag,
    permission: "order:ship",
    params: idParamsSchema,
    body: shipSchema,
    response: adminShippedSchema,
    errors: [404, 409],
  }),
  track: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{id}/tracking",
    summary: "Adds a tracking point to a shipped order",
    tag,
    permission: "order:ship",
    params: idParamsSchema,
    body: trackingSchema,
    response: z.object({ id: int, orderId: int }),
    errors: [404, 409],
  }),
  cancel: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{id}/cancel",
    summary: "Cancels an order waiting for payment, with a reason (stock, coupon and points come back once)",
    tag,
    permission: "order:ship",
    params: idParamsSchema,
    body: reasonSchema,
    response: z.object({ id: int, orderNo: z.string(), status: int }),
    errors: [404, 409],
  }),
  remark: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{id}/remark",
    summary: "Sets the operators' internal remark (never shown to the shopper); empty removes it",
    tag,
    permission: "order:ship",
    params: idParamsSchema,
    body: remarkSchema,
    response: z.object({ id: int, staffRemark: z.string() }),
    errors: [404],
  }),
  invoices: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/invoices",
    summary:
      "Orders' invoices (发票) by status: those waiting to be issued (the oldest request first, the default) or those issued",
    tag,
    permission: "invoice:issue",
    query: adminInvoiceQuerySchema,
    response: pageOf(
      orderInvoiceSchema.extend({
        orderId: int,
        orderNo: z.string(),
        orderStatus: int,
        totalAmount: int,
        orderedAt: z.string(),
        requestedAt: z.string(),
      }),
    ),
  }),
  issueInvoice: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/invoices/{id}",
    summary:
      "Marks order {id}'s invoice issued under its number (a paid order not closed; 409 otherwise); a later call corrects the number. Audited.",
    tag,
    permission: "invoice:issue",
    params: idParamsSchema,
    body: invoiceIssueSchema,
    response: orderInvoiceSchema,
    errors: [404, 409],
  }),
  attachInvoice: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/invoices/{id}/pdf",
    summary:
      "Attaches order {id}'s invoice as a PDF (the body, application/pdf, at most 5 MB; checked to be a PDF) and marks it issued; the shopper downloads it from the order. Audited.",
    tag,
    permission: "invoice:issue",
    params: idParamsSchema,
    rawBody: {
      description: "the invoice's PDF",
      content: { "application/pdf": { type: "string", format: "binary" } },
    },
    response: orderInvoiceSchema,
    errors: [404, 409, 413, 415],
  }),
};
