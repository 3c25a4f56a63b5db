// Inputs of the address endpoints. Text is trimmed; blank counts as missing (spec section 5). What an
// address needs follows its region (lib/regions): a Macau address may leave out the district (its
// parish), a Taiwan one adds its postal code, and the receiver's phone is read in the address's region
// when it comes without a region code. The places themselves (is 油尖旺區 in 九龍?) are the service's
// check: their tables load on demand, not with this schema.
import { z } from "zod";
import { ADDRESS_REGIONS, ADDRESS_RULES, regionOfProvince, type AddressRegion } from "@/lib/regions";
import { parsePhone } from "@/lib/phone";
import { PHONE_INPUT_PATTERN, idSchema, requiredText, singleLineText } from "./common";

const addressShape = {
  name: requiredText(20),
  phone: z.string({ error: "required" }).trim().min(1, "required").max(24, "too_long").meta({
    pattern: PHONE_INPUT_PATTERN.source,
    description:
      "The receiver's mobile number: E.164 (+86, +852, +853, +886) or, without the code, a number of the address's region (the mainland's 11 digits, Hong Kong's or Macau's 8, Taiwan's 09…); spaces and dashes are ignored. Stored and answered in E.164.",
  }),
  region: z.enum(ADDRESS_REGIONS).optional().meta({
    description:
      "CN (default), HK, MO or TW. Left out, it is read from the province (香港, 澳門, 臺灣 in any of the four locales).",
  }),
  province: requiredText(20),
  city: requiredText(20),
  /** Required except where the region has none (Macau: the parish is optional). */
  district: singleLineText().max(20, "too_big").default(""),
  /** Taiwan's 3-digit postal code (郵遞區號); ignored elsewhere. */
  postalCode: singleLineText().max(10, "too_big").default(""),
  detail: requiredText(120),
  isDefault: z.boolean().optional(),
};

const addressObject = z.object(addressShape);

const regionOf = (v: { region?: AddressRegion; province: string }): AddressRegion =>
  v.region ?? regionOfProvince(v.province) ?? "CN";

/** Adds the region's rules to an address object schema and normalises it (region, E.164 phone). */
function withRegionRules<T extends z.ZodType<z.output<typeof addressObject>>>(schema: T) {
  return schema
    .superRefine((v: z.output<T>, ctx) => {
      const region = regionOf(v);
      const rule = ADDRESS_RULES[region];
      const phone = parsePhone(v.phone, region);
      if (!phone.ok) ctx.addIssue({ code: "custom", path: ["phone"], message: phone.error, input: v.phone });
      if (!v.district && !rule.districtOptional)
        ctx.addIssue({ code: "custom", path: ["district"], message: "required", input: v.district });
      if (rule.postalCode && !/^\d{3}$/.test(v.postalCode))
        ctx.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: v.postalCode ? `postal_code_${region}` : "required",
          input: v.postalCode,
        });
    })
    .transform((v: z.output<T>) => {
      const region = regionOf(v);
      const phone = parsePhone(v.phone, region);
      return {
        ...v,
        region,
        phone: phone.ok ? phone.e164 : v.phone,
        postalCode: ADDRESS_RULES[region].postalCode ? v.postalCode : "",
      };
    });
}

export const addressFieldsSchema = withRegionRules(addressObject);
export type AddressFields = z.output<typeof addressFieldsSchema>;

export const createAddressSchema = addressFieldsSchema;

/** Edits replace every field of the address. */
export const editAddressSchema = withRegionRules(addressObject.extend({ id: idSchema }));
export type EditAddressInput = z.output<typeof editAddressSchema>;

/** addresses-is-default: makes the address the default one, or deletes it (`delete: true`), as the spec's one call does both. */
export const addressDefaultSchema = z.object({
  id: idSchema,
  delete: z.boolean().default(false),
});

export const addressIdQuerySchema = z.object({ id: idSchema });
