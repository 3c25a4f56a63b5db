// Paste-to-recognise: one pasted string such as "张三 13800138000 广东省深圳市南山区科技园路1号" (in any
// order, with or without labels like 收货人： or 手机号：) split into name, phone and address, and
// the address into province / city / district (by the region data) and the rest. Pure; tested beside.
import type { City, Province } from "./regions";

export type ParsedAddress = {
  name?: string;
  phone?: string;
  region?: [province: number, city: number, district: number | null];
  detail?: string;
};

const LABELS =
  /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|联系电话|电话|所在地区|详细地址|收货地址|地址)\s*[:：]?/g;
const PHONE = /(?:\+?86[-\s]?)?(1[3-9]\d)[-\s]?(\d{4})[-\s]?(\d{4})(?!\d)/;
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

export function parseAddressText(input: string, regions: Province[]): ParsedAddress {
  let text = input.replace(LABELS, " ").replace(/[,，;；、|\n\r\t]+/g, " ");
  const out: ParsedAddress = {};
  const phone = PHONE.exec(text);
  if (phone) {
    out.phone = phone.slice(1).join("");
    text = text.replace(phone[0], " ");
  }
  const tokens = text.split(/\s+/).filter(Boolean);
  // The name: the shortest token of 2-6 characters without digits that is not the start of an address.
  const candidates = tokens.filter(
    (t) => t.length >= 2 && t.length <= 6 && !/\d/.test(t) && !matchRegion(t, regions).region,
  );
  const name = candidates.sort((a, b) => a.length - b.length)[0];
  if (name) out.name = name;
  const address = tokens.filter((t) => t !== name).join("");
  if (!address) return out;
  const { region, rest } = matchRegion(address, regions);
  if (region) out.region = region;
  if (rest) out.detail = rest;
  return out;
}
