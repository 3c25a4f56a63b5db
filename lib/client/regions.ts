// Region data for address entry. The mainland: public/regions/cn.json (scripts/build-regions.mjs),
// provinces, their cities and districts as [Chinese, English] names, fetched once when the picker or the
// paste-to-recognise first needs it, so no screen's JavaScript carries the ~36 kB (gzipped) of names.
// Hong Kong, Macau and Taiwan: lib/regions/places.ts, in four locales, a chunk loaded the same way.
export type District = [zh: string, en: string];
export type City = [zh: string, en: string, districts: District[]];
export type Province = [zh: string, en: string, cities: City[]];

export const REGIONS_URL = "/regions/cn.json";

let loading: Promise<Province[]> | null = null;

export function loadRegions(): Promise<Province[]> {
  loading ??= fetch(REGIONS_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`regions: HTTP ${res.status}`);
      // A static file of ours (scripts/build-regions.mjs), not the API: its shape is the one above.
      // eslint-disable-next-line no-restricted-syntax
      return res.json() as Promise<Province[]>;
    })
    .catch((error: unknown) => {
      loading = null; // a later try may succeed
      throw error;
    });
  return loading;
}

/** The places of Hong Kong, Macau and Taiwan (about 10 kB gzipped, Taiwan's 368 districts the most). */
export const loadPlaces = () => import("@/lib/regions/places").then((m) => m.PLACES);

/** The name to show and store in a locale: English in en, Chinese otherwise. */
export const regionName = (entry: readonly [string, string, ...unknown[]], locale: string) =>
  locale === "en" ? entry[1] : entry[0];
