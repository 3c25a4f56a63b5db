// Paste-to-recognise: one pasted string such as "张三 13800138000 广东省深圳市南山区科技园路1号" (in any
// order, with or without labels like 收货人： or 手机号：) split into name, phone and address, and
// the address into province / city / district (by the region data) and the rest. Hong Kong and Macau
// addresses too ("陳大文 +852 9123 4567 香港九龍油尖旺彌敦道1號", "澳門氹仔xx街1號 6612 3456"):
// their area and district (or parish) by lib/regions' places, in any of the four locales, and an
// 8-digit phone read in the address's region. Pure; tested beside.
import type { Place, PlaceRegion } from "@/lib/regions";
import type { City, Province } from "./regions";

export type ParsedAddress = {
  name?: string;
  /** E.164 when the region is known (a code was typed, or the address tells it); else as typed. */
  phone?: string;
  /** A mainland address: indexes into the mainland data. */
  region?: [province: number, city: number, district: number | null];
  /** A Hong Kong or Macau address: indexes into its places (the area, then the district or parish). */
  place?: { region: "HK" | "MO"; city: number | null; district: number | null };
  detail?: string;
};

const LABELS =
  /(收货人|收貨人|收件人|聯絡人|联系人|姓名|手机号码|手機號碼|手机号|手機號|手机|手機|联系电话|聯絡電話|电话|電話|所在地区|所在地區|详细地址|詳細地址|收货地址|收貨地址|地址)\s*[:：]?/g;
const PHONE = /(?:\+?86[-\s]?)?(1[3-9]\d)[-\s]?(\d{4})[-\s]?(\d{4})(?!\d)/;
/** Hong Kong and Macau mobiles: 8 digits (4-4), with or without +852 / +853. */
const PHONE_8 = /(?<!\d)(?:\+?(852|853)[-\s]?)?([4-9]\d{3})[-\s]?(\d{4})(?!\d)/;
const PROVINCE_SUFFIX = /(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|省|市)$/;
const CITY_SUFFIX = /(自治州|地区|市|盟)$/;
const DISTRICT_SUFFIX = /(自治县|新区|区|县|市|旗)$/;

/** The name and, when at least two characters remain, the name without its kind ("广东省" -> "广东"). */
function aliases(name: string, suffix: RegExp): string[] {
  const short = name.replace(suffix, "");
  return short.length >= 2 && short !== name ? [name, short] : [name];
}

/** The longest alias `text` starts with, or null. */
function startMatch(text: string, name: string, suffix: RegExp): string | null {
  return aliases(name, suffix).find((a) => text.startsWith(a)) ?? null;
}

function matchDistrict(city: City, rest: string): { index: number | null; rest: string } {
  for (const [i, [zh]] of city[2].entries()) {
    const hit = startMatch(rest, zh, DISTRICT_SUFFIX);
    if (hit) return { index: i, rest: rest.slice(hit.length) };
  }
  return { index: null, rest };
}

/** Province, city and district at the start of `address` (the province may be left out). */
export function matchRegion(address: string, regions: Province[]): { region: ParsedAddress["region"]; rest: string } {
  const text = address.replace(/\s+/g, "");
  for (const [pi, province] of regions.entries()) {
    const hit = startMatch(text, province[0], PROVINCE_SUFFIX);
    if (!hit) continue;
    let rest = text.slice(hit.length);
    let ci = province[2].findIndex(([zh]) => startMatch(rest, zh, CITY_SUFFIX));
    if (ci >= 0) rest = rest.slice(startMatch(rest, province[2][ci][0], CITY_SUFFIX)!.length);
    // Municipalities have one city, named like the province: "北京市东城区".
    else if (province[2].length === 1) ci = 0;
    if (ci < 0) return { region: undefined, rest: text };
    const district = matchDistrict(province[2][ci], rest);
    return { region: [pi, ci, district.index], rest: district.rest };
  }
  // No province named: a city alone ("深圳市南山区…") tells it.
  for (const [pi, province] of regions.entries()) {
    for (const [ci, city] of province[2].entries()) {
      const hit = startMatch(text, city[0], CITY_SUFFIX);
      if (!hit || hit.length < 2) continue;
      const district = matchDistrict(city, text.slice(hit.length));
      return { region: [pi, ci, district.index], rest: district.rest };
    }
  }
  return { region: undefined, rest: text };
}

// ---------- Hong Kong and Macau ----------

/** How an address may begin with its region's name ("香港特別行政區", "中國澳門", "Macau SAR"). */
const REGION_PREFIX: Record<"HK" | "MO", RegExp> = {
  HK: /^(?:中国|中國)?(?:香港特别行政区|香港特別行政區|香港特区|香港特區|香港|hongkong(?:sar)?)/i,
  MO: /^(?:中国|中國)?(?:澳门特别行政区|澳門特別行政區|澳门特区|澳門特區|澳门|澳門|macau(?:sar)?|macao(?:sar)?)/i,
};

/** A place's names and, where two or more characters remain, without their kind (油尖旺區 -> 油尖旺). */
function placeAliases(place: Place): string[] {
  const names = new Set<string>();
  for (const name of place.names) {
    const compact = name.replace(/\s+/g, "");
    names.add(compact);
    const short = compact.replace(/(堂區|堂区|區|区|District|Parish)$/i, "");
    if (short.length >= 2) names.add(short);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

function startsWithPlace(text: string, place: Place): string | null {
  const lower = text.toLowerCase();
  return placeAliases(place).find((a) => lower.startsWith(a.toLowerCase())) ?? null;
}

/**
 * A Hong Kong or Macau address: the region's name (which may be left out), the area (香港島 / 九龍 /
 * 新界; 澳門半島 / 氹仔 / 路氹城 / 路環) and the district or parish, each optional; a district alone
 * tells its area ("灣仔軒尼詩道" is on Hong Kong Island).
 */
export function matchPlace(
  address: string,
  places: Record<PlaceRegion, Place[]>,
): { place: NonNullable<ParsedAddress["place"]>; rest: string } | null {
  const text = address.replace(/\s+/g, "");
  for (const region of ["HK", "MO"] as const) {
    const prefix = REGION_PREFIX[region].exec(text);
    let rest = prefix ? text.slice(prefix[0].length) : text;
    const areas = places[region];
    let city: number | null = null;
    let district: number | null = null;
    for (const [i, area] of areas.entries()) {
      const hit = startsWithPlace(rest, area);
      if (!hit) continue;
      city = i;
      rest = rest.slice(hit.length);
      break;
    }
    const searched = city === null ? areas.map((a, i) => [a, i] as const) : [[areas[city], city] as const];
    for (const [area, ai] of searched) {
      const di = (area.children ?? []).findIndex((d) => startsWithPlace(rest, d));
      if (di < 0) continue;
      rest = rest.slice(startsWithPlace(rest, area.children![di])!.length);
      city = ai;
      district = di;
      break;
    }
    if (prefix || city !== null) return { place: { region, city, district }, rest };
  }
  return null;
}

/** The E.164 form of an 8-digit number read in `region`, or the number as typed. */
function phoneIn(code: string | undefined, digits: string, region: "HK" | "MO" | undefined): string {
  const calling = code ?? (region === "HK" ? "852" : region === "MO" ? "853" : undefined);
  return calling ? `+${calling}${digits}` : digits;
}

export function parseAddressText(
  input: string,
  regions: Province[],
  places?: Record<PlaceRegion, Place[]>,
): ParsedAddress {
  let text = input.replace(LABELS, " ").replace(/[,，;；、|\n\r\t]+/g, " ");
  const out: ParsedAddress = {};
  const phone = PHONE.exec(text);
  let phone8: RegExpExecArray | null = null;
  if (phone) {
    out.phone = phone.slice(1).join("");
    text = text.replace(phone[0], " ");
  } else if ((phone8 = PHONE_8.exec(text))) text = text.replace(phone8[0], " ");
  const tokens = text.split(/\s+/).filter(Boolean);
  const isAddressStart = (t: string) => Boolean(matchRegion(t, regions).region || (places && matchPlace(t, places)));
  // The name: the shortest token of 2-6 characters without digits that is not the start of an address.
  const candidates = tokens.filter((t) => t.length >= 2 && t.length <= 6 && !/\d/.test(t) && !isAddressStart(t));
  const name = candidates.sort((a, b) => a.length - b.length)[0];
  if (name) out.name = name;
  const address = tokens.filter((t) => t !== name).join("");
  // The mainland first: its names are longer and more specific ("九龙坡区" is Chongqing's, not Kowloon).
  const mainland = matchRegion(address, regions);
  const local = !mainland.region && places && address ? matchPlace(address, places) : null;
  if (phone8) out.phone = phoneIn(phone8[1], phone8[2] + phone8[3], local?.place.region);
  if (!address) return out;
  if (local) {
    out.place = local.place;
    if (local.rest) out.detail = local.rest;
    return out;
  }
  if (mainland.region) out.region = mainland.region;
  if (mainland.rest) out.detail = mainland.rest;
  return out;
}
