// POST /api/v1/order-delete — remove a closed or completed order from the caller's list
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { deleteOrder } from "@/lib/services/order";

export const POST = handler(afterSalesEndpoints.deleteOrder, ({ user, body }) => deleteOrder(user.id, body.id));
