// A list's state: its filters, sort and page. A screen's main list keeps them in the address (reload,
// back and a shared link keep them; the dashboard's tiles open a list already filtered); a list inside
// another screen (a ledger, a section of the content screen) keeps them in memory. Changing a filter
// goes back to page 1.
"use client";

import { useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { ListQuery, ListRead, ListSpec } from "./list-spec";

export type ListState = {
  values: Record<string, string>;
  pageIndex: number;
  /** Sets some values; the page goes back to 1 unless it is what changed. */
  set: (next: Record<string, string | number>) => void;
};

const keysOf = (spec: Pick<ListSpec<unknown>, "filters">) => [...(spec.filters ?? []).map((f) => f.id), "sort"];

/** The state kept in the address. */
export function useUrlListState<Row>(spec: ListSpec<Row>): ListState {
  const search = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const values = Object.fromEntries(keysOf(spec).map((k) => [k, search.get(k) ?? ""]));
  const pageIndex = Math.max(1, Number(search.get("pageIndex")) || 1);
  const set = (next: Record<string, string | number>) => {
    const params = new URLSearchParams(search.toString());
    for (const [k, v] of Object.entries(next)) {
      if (v === "") params.delete(k);
      else params.set(k, String(v));
    }
    if (!("pageIndex" in next)) params.delete("pageIndex");
    const qs = params.toString();
    router.replace(qs ? `${path}?${qs}` : path, { scroll: false });
  };
  return { values, pageIndex, set };
}

/** One parameter of the address that is not a filter (which record's panel is open), and its setter. */
export function useParam(key: string): [string, (value: string | number) => void] {
  const search = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const set = (value: string | number) => {
    const params = new URLSearchParams(search.toString());
    if (value === "") params.delete(key);
    else params.set(key, String(value));
    const qs = params.toString();
    router.replace(qs ? `${path}?${qs}` : path, { scroll: false });
  };
  return [search.get(key) ?? "", set];
}

/** The state kept in memory, starting from `initial`. */
export function useLocalListState<Row>(spec: ListSpec<Row>, initial: Record<string, string> = {}): ListState {
  const [state, setState] = useState(() => ({
    values: Object.fromEntries(keysOf(spec).map((k) => [k, initial[k] ?? ""])),
    pageIndex: 1,
  }));
  const set = (next: Record<string, string | number>) =>
    setState((s) => {
      const values = { ...s.values };
      for (const [k, v] of Object.entries(next)) if (k !== "pageIndex") values[k] = String(v);
      return { values, pageIndex: "pageIndex" in next ? Number(next.pageIndex) : 1 };
    });
  return { ...state, set };
}

/** The query a list sends: its set values (or the spec's mapping of them) and the page. */
export function listQuery<Row>(spec: ListSpec<Row>, state: ListState): ListQuery {
  const query = filterQuery(spec, state);
  return spec.pageSize ? { ...query, pageIndex: state.pageIndex, pageSize: spec.pageSize } : query;
}

/** The query without its page: what an export of the filtered list takes. */
export function filterQuery<Row>(spec: ListSpec<Row>, state: ListState): ListQuery {
  const set = Object.fromEntries(Object.entries(state.values).filter(([, v]) => v !== ""));
  return spec.toQuery ? spec.toQuery(set) : set;
}

/** Whether any filter (not the sort) is set. */
export function filtered(state: ListState): boolean {
  return Object.entries(state.values).some(([k, v]) => k !== "sort" && v !== "");
}

/** A screen's main list: its state in the address and the page read for it. */
export function useUrlList<Row>(spec: ListSpec<Row>) {
  const state = useUrlListState(spec);
  const read = spec.useRows(listQuery(spec, state));
  return { state, read };
}

/** A list inside another screen: its state in memory and the page read for it. */
export function useLocalList<Row>(spec: ListSpec<Row>, initial?: Record<string, string>) {
  const state = useLocalListState(spec, initial);
  const read = spec.useRows(listQuery(spec, state));
  return { state, read };
}

/**
 * A list the server answers whole (a shop has a handful of staff, banners, freight rules), searched
 * where it is: the rows holding `q` in any of their texts, in any language, any case.
 */
export function searchedWhole<Row extends object>(read: ListRead<Row>, query: ListQuery): ListRead<Row> {
  const q = typeof query.q === "string" ? query.q.toLowerCase() : "";
  if (!q || !read.data) return read;
  return { ...read, data: { rows: read.data.rows.filter((r) => JSON.stringify(r).toLowerCase().includes(q)) } };
}
