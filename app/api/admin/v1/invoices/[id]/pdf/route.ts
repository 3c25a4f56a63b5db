// POST /api/admin/v1/invoices/{id}/pdf — attach an order's invoice PDF (application/pdf body)
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { readBodyCapped } from "@/lib/api/body";
import { ApiError } from "@/lib/domain/errors";
import { INVOICE_PDF_MAX_BYTES } from "@/lib/domain/invoice";
import { adminAttachInvoicePdf } from "@/lib/services/order";

const pdfTooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", { key: "INVOICE_PDF_TOO_LARGE" });

export const POST = adminHandler(orderEndpoints.attachInvoice, async ({ req, params, actor }) =>
  adminAttachInvoicePdf(params.id, await readBodyCapped(req, INVOICE_PDF_MAX_BYTES, pdfTooLarge), actor),
);
