// POST /api/v1/confirm-receipt — the shopper received a shipped order
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { confirmReceipt } from "@/lib/services/order";

export const POST = handler(orderEndpoints.confirmReceipt, ({ user, body }) => confirmReceipt(user.id, body.id));
