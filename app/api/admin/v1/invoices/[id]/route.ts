// POST /api/admin/v1/invoices/{id} — mark an order's invoice issued under its number
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminIssueInvoice } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.issueInvoice, ({ params, body, actor }) =>
  adminIssueInvoice(params.id, body.number, actor),
);
