// POST /api/v1/cart-edit — change a line's quantity or check mark
import { handler } from "@/lib/api/handler";
import { cartEndpoints } from "@/lib/api/endpoints/cart";
import { editCart } from "@/lib/services/cart";

export const POST = handler(cartEndpoints.edit, ({ user, body }) => editCart(user.id, body));
