// 足迹 (browsing history). A logged-in shopper's footprints are the account's, on the server (GET/POST
// /api/v1/footprints: newest first, capped, deletable; footprint-list.ts reads them). A logged-out
// browser keeps its own in lifeData under $footprint.items (newest first, one entry per product, at
// most FOOTPRINT_LIMIT) and hands them to the account at login (mergeDeviceFootprints), then forgets
// them. Without SWR: the goods page loads this module to record a visit.
import { useSyncExternalStore } from "react";
import { api } from "./api";
import { engagementFootprintMerge, engagementFootprintRecord } from "./routes/engagement.generated";
import { LIFE_DATA_KEY, getLifeData, onLifeDataChange, setLifeData } from "./life-data";
import { isLoggedIn } from "./session";

export const FOOTPRINT_LIMIT = 50;

export type Footprint = { id: number; name: string; image: string; price: number; viewedAt: number };
type FootprintModule = { items?: unknown };

const quiet = { silent: true, noLoginRedirect: true };

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

/** The shopper opened a product: on the account when logged in, else in this browser. */
export function recordFootprint(item: Omit<Footprint, "viewedAt">): void {
  if (isLoggedIn()) {
    api(engagementFootprintRecord, { productId: item.id }, quiet).catch(() => {
      // Not recorded this time; browsing goes on.
    });
    return;
  }
  setLifeData<FootprintModule>("$footprint", {
    items: withFootprint(readFootprints(), { ...item, viewedAt: Date.now() }),
  });
}

export function removeDeviceFootprints(ids: number[] | "all"): void {
  const keep = ids === "all" ? [] : readFootprints().filter((f) => !ids.includes(f.id));
  setLifeData<FootprintModule>("$footprint", { items: keep });
}

/** At login: this browser's footprints go to the account, then the browser forgets them. Never fails a login. */
export async function mergeDeviceFootprints(): Promise<void> {
  const items = readFootprints();
  if (items.length === 0) return;
  try {
    await api(
      engagementFootprintMerge,
      { items: items.map((f) => ({ productId: f.id, viewedAt: f.viewedAt })) },
      { ...quiet, signal: AbortSignal.timeout(5000) },
    );
    removeDeviceFootprints("all");
  } catch {
    // Kept on the device; the next login tries again.
  }
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

/** This browser's footprints as an external store: empty on the server, live in every tab. */
export function useDeviceFootprints(): Footprint[] {
  return useSyncExternalStore(
    (onChange) => onLifeDataChange("$footprint", onChange),
    snapshot,
    () => NONE,
  );
}
