// Response schemas of the cart endpoints.
import { z } from "zod";
import { cents, int, rowsOf, skuLine } from "./common";

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
/** The cart screen's list: its lines, and the free-shipping threshold that applies to the checked ones. */
export const cartIndexSchema = cartListSchema.extend({
  freeShipping: z.object({ threshold: cents }).nullable().meta({
    description: "满 X 包邮 for the checked lines' goods (before any coupon); null when no threshold applies",
  }),
});
