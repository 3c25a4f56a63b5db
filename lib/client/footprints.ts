// 足迹 (browsing history): the products the shopper opened, in lifeData under $footprint.items (this
// browser only, like the search history): newest first, one entry per product, at most FOOTPRINT_LIMIT.
import { useSyncExternalStore } from "react";
import { LIFE_DATA_KEY, getLifeData, onLifeDataChange, setLifeData } from "./life-data";

export const FOOTPRINT_LIMIT = 50;

export type Footprint = { id: number; name: string; image: string; price: number; viewedAt: number };
type FootprintModule = { items?: unknown };

const isFootprint = (f: unknown): f is Footprint =>
  typeof f === "object" &&
  f !== null &&
  typeof (f as Footprint).id === "number" &&
  typeof (f as Footprint).name === "string" &&
  typeof (f as Footprint).viewedAt === "number";

/** The list with `item` at the front (moved there if already present), the oldest dropped past the limit. */
export function withFootprint(items: readonly Footprint[], item: Footprint, limit = FOOTPRINT_LIMIT): Footprint[] {
  return [item, ...items.filter((f) => f.id !== item.id)].slice(0, limit);
}

export function readFootprints(): Footprint[] {
  const items = getLifeData<FootprintModule>("$footprint")?.items;
  return Array.isArray(items) ? items.filter(isFootprint).slice(0, FOOTPRINT_LIMIT) : [];
}

export function recordFootprint(item: Omit<Footprint, "viewedAt">): void {
  setLifeData<FootprintModule>("$footprint", {
    items: withFootprint(readFootprints(), { ...item, viewedAt: Date.now() }),
  });
}

export function removeFootprints(ids: number[] | "all"): void {
  const keep = ids === "all" ? [] : readFootprints().filter((f) => !ids.includes(f.id));
  setLifeData<FootprintModule>("$footprint", { items: keep });
}

let cachedRaw: string | null | undefined;
let cached: Footprint[] = [];
const NONE: Footprint[] = [];

function snapshot(): Footprint[] {
  const raw = window.localStorage.getItem(LIFE_DATA_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readFootprints();
  }
  return cached;
}

/** The footprints as an external store: empty on the server, live in every tab. */
export function useFootprints(): Footprint[] {
  return useSyncExternalStore(
    (onChange) => onLifeDataChange("$footprint", onChange),
    snapshot,
    () => NONE,
  );
}
