// GET /api/v1/cart-index — the caller's cart lines
import { handler } from "@/lib/api/handler";
import { cartEndpoints } from "@/lib/api/endpoints/cart";
import { listCartIn } from "@/lib/services/cart";

export const GET = handler(cartEndpoints.index, ({ user, locale }) => listCartIn(user.id, locale));
