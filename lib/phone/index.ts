// Shoppers' mobile numbers in the four regions the shop serves: the mainland, Hong Kong, Macau and
// Taiwan (docs/decisions/030-regions.md). Stored and sent as E.164 ("+85366123456"), shown in the
// region's grouping ("+853 6612 3456"). This module is the small piece the browser runs: it reads what
// people type (spaces, dashes, a region code, Taiwan's trunk 0), checks the number's shape for its
// region and builds the E.164 form. The server's authority is ./mobile.ts (libphonenumber-js's mobile
// ranges for Hong Kong, Macau and Taiwan); the mainland's rule is the specification's own pattern in
// both. Pure: no imports, so every layer (and the browser's first load) may use it.

export const PHONE_REGIONS = ["CN", "HK", "MO", "TW"] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

export const CALLING_CODES: Record<PhoneRegion, string> = { CN: "86", HK: "852", MO: "853", TW: "886" };

/** Spec section 5: an 11-digit mainland mobile number (13, 14[4579], 15, 166, 17, 18, 19[89]). */
export const MAINLAND_PHONE_PATTERN = /^1(3\d|4[4579]|5\d|66|7\d|8\d|9[89])\d{8}$/;

/**
 * The national number's shape per region. The mainland's is the specification's rule exactly; the
 * others are the length and first digit of a mobile number, enough for the browser to say "that is
 * not a Macau number" before asking the server, which checks the assigned ranges.
 */
const SHAPES: Record<PhoneRegion, RegExp> = {
  CN: MAINLAND_PHONE_PATTERN,
  HK: /^[4-9]\d{7}$/,
  MO: /^6\d{7}$/,
  TW: /^9\d{8}$/,
};

/** How the region writes a mobile number's digits: 138 1234 5678, 9123 4567, 6612 3456, 912 345 678. */
const GROUPS: Record<PhoneRegion, number[]> = { CN: [3, 4, 4], HK: [4, 4], MO: [4, 4], TW: [3, 3, 3] };

/** An example national number per region, for placeholders and messages. */
export const PHONE_EXAMPLES: Record<PhoneRegion, string> = {
  CN: "13812345678",
  HK: "91234567",
  MO: "66123456",
  TW: "912345678",
};

/** The message key (under "validation") that names the form a region expects. */
export const phoneFormatKey = (region: PhoneRegion) => (region === "CN" ? "phone_format" : `phone_format_${region}`);

export type ParsedPhone =
  | { ok: true; region: PhoneRegion; national: string; e164: string }
  | { ok: false; region: PhoneRegion | null; error: string };

/** Longest code first: "+853…" must not be read as "+85" and so on (no code here is a prefix of another, but keep it safe). */
const BY_CODE = [...PHONE_REGIONS].sort((a, b) => CALLING_CODES[b].length - CALLING_CODES[a].length);

/**
 * Reads a typed number. With a region code ("+853 6612 3456", "00853…") the code decides the region;
 * without one the number is read in `defaultRegion` (the mainland unless a picker or an address says
 * otherwise), so the specification's plain 11 digits keep working. Spaces, dashes, dots and brackets
 * are dropped; Taiwan's trunk 0 ("0912 345 678") too.
 */
export function parsePhone(input: string, defaultRegion: PhoneRegion = "CN"): ParsedPhone {
  const compact = input.trim().replace(/[\s\-().\u00a0]/g, "");
  let region: PhoneRegion = defaultRegion;
  let digits = compact;
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (international) {
    const found = BY_CODE.find((r) => international[1].startsWith(CALLING_CODES[r]));
    if (!found) return { ok: false, region: null, error: "phone_region" };
    region = found;
    digits = international[1].slice(CALLING_CODES[found].length);
  }
  if (!/^\d+$/.test(digits)) return { ok: false, region, error: phoneFormatKey(region) };
  // Taiwan writes its mobiles with the trunk prefix at home (09…) and without it after +886.
  const national = region === "TW" ? digits.replace(/^0(?=9)/, "") : digits;
  if (!SHAPES[region].test(national)) return { ok: false, region, error: phoneFormatKey(region) };
  return { ok: true, region, national, e164: `+${CALLING_CODES[region]}${national}` };
}

/** The region and national number of a stored E.164 number (null for anything else, e.g. a legacy value). */
export function splitPhone(e164: string): { region: PhoneRegion; national: string } | null {
  if (!e164.startsWith("+")) return null;
  const parsed = parsePhone(e164);
  return parsed.ok ? { region: parsed.region, national: parsed.national } : null;
}

function group(national: string, region: PhoneRegion): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of GROUPS[region]) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  if (at < national.length) parts.push(national.slice(at));
  return parts.filter(Boolean).join(" ");
}

/** "138 1234 5678" (no code) for the national part as the region groups it; for inputs while typing. */
export function formatNational(national: string, region: PhoneRegion): string {
  return group(national, region);
}

/**
 * A stored number as people of its region write it, with its region code: "+86 138 1234 5678",
 * "+852 9123 4567", "+853 6612 3456", "+886 912 345 678". `mask` hides the middle digits
 * ("+86 138****5678", "+853 66****56") where the screen shows the number to the account's owner only
 * as a reminder. Anything that is not one of our E.164 numbers is shown as it is.
 */
export function formatPhone(value: string, options: { mask?: boolean } = {}): string {
  const split = splitPhone(value);
  if (!split) return value;
  const { region, national } = split;
  const body = options.mask ? maskNational(national) : group(national, region);
  return `+${CALLING_CODES[region]} ${body}`;
}

/** The middle of a national number hidden: 138****5678 (the mainland's usual mask), 66****56, 912***678. */
export function maskNational(national: string): string {
  const keepEnd = national.length >= 11 ? 4 : national.length >= 9 ? 3 : 2;
  const keepStart = national.length >= 9 ? 3 : 2;
  return `${national.slice(0, keepStart)}${"*".repeat(national.length - keepStart - keepEnd)}${national.slice(-keepEnd)}`;
}

/**
 * The E.164 numbers a console search term could mean: the term itself when it reads as one, a bare
 * national number in every region whose shape it fits ("91234567" is a Hong Kong number, and would be
 * Macau's if it began with 6), and digits that start with a region code. Empty when the term cannot be
 * a phone number.
 */
export function phoneCandidates(term: string): string[] {
  const compact = term.trim().replace(/[\s\-().\u00a0]/g, "");
  if (/^(?:\+|00)\d+$/.test(compact)) {
    const parsed = parsePhone(compact);
    return parsed.ok ? [parsed.e164] : [];
  }
  if (!/^\d{8,15}$/.test(compact)) return [];
  const found = new Set<string>();
  for (const region of PHONE_REGIONS) {
    const parsed = parsePhone(compact, region);
    if (parsed.ok) found.add(parsed.e164);
  }
  // The code without its "+" (85366123456, or a "+" a URL turned into a space).
  const coded = parsePhone(`+${compact}`);
  if (coded.ok) found.add(coded.e164);
  return [...found];
}
