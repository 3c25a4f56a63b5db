// A list's sort and price filter kept in the page's address (?sort=&priceMin=&priceMax=, cents as the
// API takes them), so back, forward and reload come back to the same list. Written with
// history.replaceState, which Next's useSearchParams follows without asking the server again.
"use client";

import { useSearchParams } from "next/navigation";
import { productSorts, type ProductSort } from "@/lib/validation/limits";

export type Refinement = { sort: ProductSort; priceMin?: number; priceMax?: number };

const cents = (raw: string | null) => (raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/** The refinement an address carries; anything malformed is left out. */
export function readRefinement(search: URLSearchParams, fallback: ProductSort = "default"): Refinement {
  const sort = search.get("sort");
  return {
    sort: (productSorts as readonly string[]).includes(sort ?? "") ? (sort as ProductSort) : fallback,
    priceMin: cents(search.get("priceMin")),
    priceMax: cents(search.get("priceMax")),
  };
}

/** `search` with the refinement written in (the default sort and absent bounds left out). */
export function withRefinement(search: URLSearchParams, next: Refinement): URLSearchParams {
  const out = new URLSearchParams(search);
  const put = (key: string, value: string | undefined) => (value === undefined ? out.delete(key) : out.set(key, value));
  put("sort", next.sort === "default" ? undefined : next.sort);
  put("priceMin", next.priceMin?.toString());
  put("priceMax", next.priceMax?.toString());
  return out;
}

/** The refinement in the address, and a setter that writes it there (replacing the history entry). */
export function useUrlRefinement(fallback: ProductSort = "default"): [Refinement, (next: Refinement) => void] {
  const search = useSearchParams();
  const value = readRefinement(search, fallback);
  const change = (next: Refinement) => {
    const query = withRefinement(new URLSearchParams(window.location.search), next).toString();
    // null state: Next's router then takes the new address as the shopper's, not as its own, and updates
    // useSearchParams (passing its own state object would make it ignore the change).
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  };
  return [value, change];
}
