// GET /api/v1/order-invoice?id — the PDF of the caller's order's invoice
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { untypedBody } from "@/lib/api/typed-response";
import { orderInvoiceFile } from "@/lib/services/order";

export const GET = handler(orderEndpoints.invoiceFile, async ({ user, query }) => {
  const file = await orderInvoiceFile(user.id, query.id);
  return untypedBody<string>(
    new Response(new Uint8Array(file.bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(file.bytes.length),
        "content-disposition": `attachment; filename="${file.name.replace(/[^\w.-]/g, "_")}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    }),
  );
});
