// A list screen's filters kept in the address (reload and back keep them): read them as an object,
// replace some (the page goes back to 1 unless it is what changed).
"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

export function useQueryState<K extends string>(keys: readonly K[]) {
  const search = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const values = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ""])) as Record<K, string>;
  const pageIndex = Math.max(1, Number(search.get("pageIndex")) || 1);
  function set(next: Partial<Record<K | "pageIndex", string | number>>) {
    const params = new URLSearchParams(search.toString());
    for (const [k, v] of Object.entries(next)) {
      if (v === "" || v === undefined || v === null) params.delete(k);
      else params.set(k, String(v));
    }
    if (!("pageIndex" in next)) params.delete("pageIndex");
    const qs = params.toString();
    router.replace(qs ? `${path}?${qs}` : path, { scroll: false });
  }
  return { values, pageIndex, set };
}

/** The non-empty filters, for a typed query. */
export function present<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as Partial<T>;
}
