// Cart endpoints (spec section 7, Cart).
import { endpoint } from "@/lib/api/endpoint";
import { cartIndexSchema, cartListSchema, cartRowSchema } from "@/lib/validation/responses/cart";
import { deletedCountSchema } from "@/lib/validation/responses/common";
import { cartAddSchema, cartDeleteSchema, cartEditSchema } from "@/lib/validation/cart";

const tag = "Cart";

export const cartEndpoints = {
  index: endpoint({
    method: "GET",
    path: "/api/v1/cart-index",
    summary: "The caller's cart lines, priced now, newest first, with the free-shipping threshold of the checked lines",
    tag,
    auth: "required",
    response: cartIndexSchema,
  }),
  add: endpoint({
    method: "POST",
    path: "/api/v1/cart-add",
    summary: "Add a SKU to the cart (adds to its line if present; not beyond the stock)",
    tag,
    auth: "required",
    body: cartAddSchema,
    response: cartRowSchema,
    errors: [404, 409],
  }),
  edit: endpoint({
    method: "POST",
    path: "/api/v1/cart-edit",
    summary: "Change a line's quantity or check mark, or check several lines at once",
    tag,
    auth: "required",
    body: cartEditSchema,
    response: cartListSchema,
    errors: [404, 409],
  }),
  delete: endpoint({
    method: "POST",
    path: "/api/v1/cart-delete",
    summary: "Remove cart lines (all the caller's, or none)",
    tag,
    auth: "required",
    body: cartDeleteSchema,
    response: deletedCountSchema,
    errors: [404],
  }),
};
