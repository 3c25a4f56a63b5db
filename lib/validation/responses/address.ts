// Response schemas of the address endpoints and the pick-up points.
import { z } from "zod";
import { int, rowsOf } from "./common";

export const addressRowSchema = z.object({
  id: int,
  name: z.string(),
  /** E.164 (+86…, +852…, +853…, +886…). */
  phone: z.string(),
  region: z.enum(["CN", "HK", "MO", "TW"]),
  province: z.string(),
  city: z.string(),
  /** "" where the region needs none (a Macau address without its parish). */
  district: z.string(),
  /** Taiwan's 3-digit postal code; "" elsewhere. */
  postalCode: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export const addressListSchema = rowsOf(addressRowSchema);
/** addresses-is-default answers the address made default, or this after `delete: true`. */
export const addressDeletedSchema = z.object({ id: int, deleted: z.literal(true), defaultId: int.nullable() });

export const pickupPointSchema = z.object({
  id: int,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export const pickupPointListSchema = rowsOf(pickupPointSchema);
