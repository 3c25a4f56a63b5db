// POST /api/v1/order-preview — the confirm screen's figures, nothing written
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { previewOrderIn } from "@/lib/services/order";

export const POST = handler(orderEndpoints.preview, ({ user, body, locale }) => previewOrderIn(user.id, body, locale));
