// POST /api/v1/order-preview — the confirm screen's figures, nothing written
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { previewOrder } from "@/lib/services/order";

export const POST = handler(orderEndpoints.preview, ({ user, body }) => previewOrder(user.id, body));
