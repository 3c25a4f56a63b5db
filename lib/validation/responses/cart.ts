// Response schemas of the cart endpoints.
import { z } from "zod";
import { cents, freeShippingSchema, int, rowsOf, skuLine } from "./common";

export const cartRowSchema = skuLine.extend({
  id: int,
  originalPrice: cents.nullable(),
  quantity: int,
  checked: z.boolean(),
  addedAt: z.iso.datetime().meta({ description: "When the line was added: the cart lists the newest first" }),
  stock: int,
  available: z
    .boolean()
    .meta({ description: "False when the product left the shelf or sold out: the line cannot be checked out" }),
});
export const cartListSchema = rowsOf(cartRowSchema);
/**
 * The cart screen's list: its lines, and where the checked ones stand against free shipping — with
 * the coupon checkout would apply, as checkout tells it.
 */
export const cartIndexSchema = cartListSchema.extend({ freeShipping: freeShippingSchema });
