// GET /api/v1/invoice-titles — the invoice titles the caller used, to pick from at checkout
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { listInvoiceTitles } from "@/lib/services/order";

export const GET = handler(orderEndpoints.invoiceTitles, ({ user }) => listInvoiceTitles(user.id));
