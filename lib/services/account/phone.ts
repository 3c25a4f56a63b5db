// The server's check of a shopper's phone number: the schema read its shape and made it E.164
// (lib/validation/common.ts phoneNumber); here the number must also lie in its region's mobile
// ranges (lib/phone/mobile.ts), so an SMS can reach it. A refusal is a field error naming the form
// the region expects, like the schema's.
import { ApiError } from "@/lib/domain/errors";
import { parseMobile } from "@/lib/phone/mobile";
import type { PhoneRegion } from "@/lib/phone";

/** The E.164 form of a mobile number of the four regions, or a 422 on `field`. */
export function mobileOrThrow(phone: string, field = "phone", defaultRegion?: PhoneRegion): string {
  const parsed = parseMobile(phone, defaultRegion);
  if (!parsed.ok) throw new ApiError("VALIDATION", { fields: { [field]: parsed.error } });
  return parsed.e164;
}
