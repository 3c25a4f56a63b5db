// Response schemas of the cart endpoints.
import { z } from "zod";
import { cents, int, rowsOf, skuLine } from "./common";

export const cartRowSchema = skuLine.extend({
  id: int,
  originalPrice: cents.nullable(),
  quantity: int,
  checked: z.boolean(),
  stock: int,
  available: z
    .boolean()
    .meta({ description: "False when the product left the shelf or sold out: the line cannot be checked out" }),
});
export const cartListSchema = rowsOf(cartRowSchema);
