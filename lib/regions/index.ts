// The regions a shop delivers to and how an address is written in each (docs/decisions/030-regions.md).
// An address keeps the API's fields { province, city, district } and says its `region`:
//   CN  province / city / district, as the specification's shop always had them (the mainland picker);
//   HK  province 香港, city an area (香港島 / 九龍 / 新界), district one of the 18 districts;
//   MO  province 澳門, city an area (澳門半島 / 氹仔 / 路氹城 / 路環), district its parish or nothing
//       (Macau addresses rarely name one, and Cotai lies in none);
//   TW  province 臺灣, city a county or city (縣市), district a township or district (鄉鎮市區), and
//       the district's 3-digit postal code (郵遞區號).
// This file is small and pure: names, the rules and lookups over a places table handed in, so the
// browser's first load can use it; the tables (./places.ts) load on demand.
import type { PhoneRegion } from "@/lib/phone";

export type AddressRegion = PhoneRegion;
export const ADDRESS_REGIONS: readonly AddressRegion[] = ["CN", "HK", "MO", "TW"];
/** The regions whose places come from ./places.ts (the mainland's picker has its own data). */
export type PlaceRegion = Exclude<AddressRegion, "CN">;

/** A place's names in the shop's locales: [zh-Hans, zh-Hant, en, ja]. */
export type Names = readonly [zhHans: string, zhHant: string, en: string, ja: string];
export type Place = { names: Names; postalCode?: string; children?: Place[] };

const LOCALE_INDEX: Record<string, number> = { "zh-Hans": 0, "zh-Hant": 1, en: 2, ja: 3 };

/** A place's name in a locale (zh-Hans for one we do not know). */
export const placeName = (names: Names, locale: string) => names[LOCALE_INDEX[locale] ?? 0];

/** Each region's own name, which an address of the region carries as its province. */
export const REGION_NAMES: Record<AddressRegion, Names> = {
  CN: ["中国内地", "中國內地", "Mainland China", "中国本土"],
  HK: ["香港", "香港", "Hong Kong", "香港"],
  MO: ["澳门", "澳門", "Macau", "マカオ"],
  TW: ["台湾", "臺灣", "Taiwan", "台湾"],
};

export type AddressRule = {
  /** The district may be left empty (a Macau address without its parish). */
  districtOptional: boolean;
  /** A 3-digit postal code is part of the address (Taiwan). */
  postalCode: boolean;
};

export const ADDRESS_RULES: Record<AddressRegion, AddressRule> = {
  CN: { districtOptional: false, postalCode: false },
  HK: { districtOptional: false, postalCode: false },
  MO: { districtOptional: true, postalCode: false },
  TW: { districtOptional: false, postalCode: true },
};

const same = (a: string, b: string) => a.replace(/\s+/g, "").toLowerCase() === b.replace(/\s+/g, "").toLowerCase();
const named = (names: Names, text: string) => names.some((n) => same(n, text));

/** The region an address's province names ("香港", "Macau", "臺灣", "台湾"), or null (the mainland's provinces). */
export function regionOfProvince(province: string): PlaceRegion | null {
  for (const region of ["HK", "MO", "TW"] as const) if (named(REGION_NAMES[region], province)) return region;
  return null;
}

/** The place among `places` called `text` in any of the four locales. */
export function findPlace(places: readonly Place[] | undefined, text: string): Place | undefined {
  return text ? places?.find((p) => named(p.names, text)) : undefined;
}

/** Which field of an address does not fit its region's places: a message key under "validation". */
export type PlaceProblems = Partial<Record<"province" | "city" | "district" | "postalCode", string>>;

/**
 * Checks province, city, district and postal code against a region's places: the names may be in any
 * of the four locales; the district must lie in the city (and be empty where the city has none); a
 * Taiwan postal code must be its district's.
 */
export function placeProblems(
  region: PlaceRegion,
  places: readonly Place[],
  address: { province: string; city: string; district: string; postalCode: string },
): PlaceProblems {
  const problems: PlaceProblems = {};
  if (!named(REGION_NAMES[region], address.province)) problems.province = `address_province_${region}`;
  const city = findPlace(places, address.city);
  if (!city) {
    problems.city = `address_city_${region}`;
    return problems;
  }
  const district = findPlace(city.children, address.district);
  if (address.district ? !district : !ADDRESS_RULES[region].districtOptional)
    problems.district = `address_district_${region}`;
  if (ADDRESS_RULES[region].postalCode && district && district.postalCode !== address.postalCode)
    problems.postalCode = `postal_code_${region}`;
  return problems;
}
