// POST /api/v1/cart-delete — remove cart lines
import { handler } from "@/lib/api/handler";
import { cartEndpoints } from "@/lib/api/endpoints/cart";
import { deleteCartItems } from "@/lib/services/cart";

export const POST = handler(cartEndpoints.delete, ({ user, body }) => deleteCartItems(user.id, body.ids));
