// Inputs of the flash sale endpoints (docs/decisions/022-flash-sale.md). A press names only what the
// shopper chose: how many (up to the sale's per-shopper limit) and, optionally, where it goes — the
// default address otherwise. The price, the window and the units are the server's.
import { z } from "zod";
import { idSchema } from "./common";
import { quantitySchema } from "./cart";

export const flashBuySchema = z
  .object({
    quantity: quantitySchema.default(1),
    addressId: idSchema.optional(),
    pickupPointId: idSchema.optional(),
  })
  .refine((v) => v.addressId === undefined || v.pickupPointId === undefined, {
    message: "invalid",
    path: ["pickupPointId"],
  });
export type FlashBuyInput = z.output<typeof flashBuySchema>;

export const flashSalesQuerySchema = z.object({ productId: idSchema.optional() });
