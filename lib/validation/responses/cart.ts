// Response schemas of the cart endpoints.
import { z } from "zod";
import { cents, int, rowsOf } from "./common";

export const cartRowSchema = z.object({
  id: int,
  skuId: int,
  productId: int,
  name: z.string(),
  skuName: z.string(),
  image: z.string(),
  price: cents,
  originalPrice: cents.nullable(),
  quantity: int,
  checked: z.boolean(),
  stock: int,
  available: z.boolean(),
});
export const cartListSchema = rowsOf(cartRowSchema);
