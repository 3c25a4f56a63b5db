// POST /api/v1/cart-add — add a SKU to the caller's cart
import { handler } from "@/lib/api/handler";
import { cartEndpoints } from "@/lib/api/endpoints/cart";
import { addToCart } from "@/lib/services/cart";

export const POST = handler(cartEndpoints.add, ({ user, body }) => addToCart(user.id, body));
