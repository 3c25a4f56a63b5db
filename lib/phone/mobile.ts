// The server's word on a mobile number (docs/decisions/030-regions.md): Hong Kong, Macau and Taiwan
// numbers must lie in a range libphonenumber-js (Google's libphonenumber data) lists as mobile; the
// mainland's rule stays the specification's pattern, which the shape check in ./index.ts already is.
// Only the four regions' mobile metadata is loaded (./metadata.json, scripts/build-phone-metadata.mjs),
// and only the server imports this file: the browser checks shapes and leaves the ranges to us.
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import metadataJson from "./metadata.json";
import { parsePhone, phoneFormatKey, type ParsedPhone } from "./index";

const metadata = metadataJson as unknown as MetadataJson;

/** True when an E.164 number of one of the four regions can receive an SMS (is a mobile number). */
export function isAssignedMobile(e164: string): boolean {
  const parsed = parsePhone(e164);
  if (!parsed.ok) return false;
  if (parsed.region === "CN") return true;
  const number = parsePhoneNumberFromString(e164, metadata);
  return Boolean(number && number.country === parsed.region && number.isValid());
}

/** parsePhone, then the ranges: what every service that takes a phone number runs. */
export function parseMobile(input: string, defaultRegion?: Parameters<typeof parsePhone>[1]): ParsedPhone {
  const parsed = parsePhone(input, defaultRegion);
  if (!parsed.ok || isAssignedMobile(parsed.e164)) return parsed;
  return { ok: false, region: parsed.region, error: phoneFormatKey(parsed.region) };
}
