// Persisted client modules (spec section 3): one local-storage key "lifeData" holding an object of
// modules — $app, $order { address, sku, carts }, $search { history }, $user { userInfo, permission }.
// Read and write one module at a time; the others are left as they are. Safe to import on the server
// (reads return undefined, writes do nothing).
"use client";

export const LIFE_DATA_KEY = "lifeData";
export const LIFE_DATA_EVENT = "mall:life-data";

export type LifeModuleName = "$app" | "$footprint" | "$order" | "$search" | "$user";

function readAll(): Record<string, unknown> {
  if (typeof window === "undefined") return {};
  try {
    const parsed = JSON.parse(window.localStorage.getItem(LIFE_DATA_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One module, or undefined when it was never stored (or storage is unavailable). */
export function getLifeData<T>(name: LifeModuleName): T | undefined {
  return readAll()[name] as T | undefined;
}

/** Replaces one module (undefined removes it) and tells listeners in this tab. */
export function setLifeData<T>(name: LifeModuleName, value: T | undefined): void {
  if (typeof window === "undefined") return;
  const all = readAll();
  if (value === undefined) delete all[name];
  else all[name] = value;
  try {
    window.localStorage.setItem(LIFE_DATA_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked (private mode): the module simply does not persist.
    return;
  }
  window.dispatchEvent(new CustomEvent(LIFE_DATA_EVENT, { detail: { name } }));
}

/** Calls fn when a module changes, in this tab or another one. */
export function onLifeDataChange(name: LifeModuleName, fn: () => void): () => void {
  const local = (e: Event) => (e as CustomEvent<{ name: string }>).detail?.name === name && fn();
  const storage = (e: StorageEvent) => e.key === LIFE_DATA_KEY && fn();
  window.addEventListener(LIFE_DATA_EVENT, local);
  window.addEventListener("storage", storage);
  return () => {
    window.removeEventListener(LIFE_DATA_EVENT, local);
    window.removeEventListener("storage", storage);
  };
}
