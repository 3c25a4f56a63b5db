// usePagedList — an infinite list over any paged endpoint that answers { rows, total, hasMore }
// (products, products-search, get-discount, orders, favourites, ...), built on SWR infinite and
// following the specification's list-loading rules (section 4):
//   - a page above 1 that comes back empty steps the page index back and loads no more;
//   - a page with fewer rows than the page size means no more (so does hasMore: false);
//   - the footer shows "load more" or "no more" (pass `state` and `loadMore` to <ListLoader />).
//
// usePagedList(route, options) — route: a paged route of the registry (its answer has rows, total,
// hasMore), e.g. catalogueProducts; null pauses the list (e.g. no keyword yet). Rows and the first
// page are typed by the route's response schema, params by its query or body schema.
// Options:
//   params       query fields (GET) or body fields (POST) besides pageIndex / pageSize; undefined,
//                null and "" values are left out. A change starts the list over.
//   pageSize     rows per page (default 20).
//   initialPage  the first page as the server rendered it: shown at once, not fetched again, and
//                used only while `params` are the ones it was rendered with.
//   fresh        every mount fetches afresh, first page included, with no deduping: for lists that
//                change behind the screen's back (points after a sign-in, coupons after a claim, an
//                operator's consult answer), which SWR's 2 s deduping would otherwise show stale.
// Returns:
//   rows, first (the first page as answered, for lists whose first page also carries figures for the
//   screen: a points balance, coupon tab counts, an unread count), total, state ("loading" | "more" | "noMore"), loadMore(), refresh() (back to page 1,
//   refetched; resolves when done — give it to <PullToRefresh onRefresh />), error, isLoading
//   (first page not there yet), isEmpty (loaded, no rows).
"use client";

import { useCallback, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { urlOf, type Input, type Result, type Route } from "./api";
import { apiFetch } from "./fetcher";
import { isLastPage, listProgress, type ListLoaderState, type PageResult } from "./paging";

export { isLastPage, listProgress, type PageResult };

/** The routes that answer a page: { rows, total, hasMore }. */
export type PagedRoute = { [R in Route]: Result<R> extends PageResult<unknown> ? R : never }[Route];
/** A paged route's answer (Result<R>, seen as the page it is). */
export type PageOf<R extends PagedRoute> = Result<R> extends infer P extends PageResult<unknown> ? P : never;
/** A row of a paged route's answer. */
export type RowOf<R extends PagedRoute> = PageOf<R>["rows"][number];
/** A paged route's query or body fields besides the page; null and "" mean "not given". */
export type ListParams<R extends PagedRoute> = {
  [K in Exclude<keyof Input<R>, "pageIndex" | "pageSize">]?: Input<R>[K] | null;
};

export type PagedListOptions<R extends PagedRoute> = {
  fresh?: boolean;
  params?: ListParams<R>;
  pageSize?: number;
  initialPage?: PageOf<R>;
};

export type PagedList<T, P extends PageResult<T> = PageResult<T>> = {
  rows: T[];
  first: P | undefined;
  total: number;
  state: ListLoaderState;
  loadMore: () => void;
  refresh: () => Promise<void>;
  error: unknown;
  isLoading: boolean;
  isEmpty: boolean;
};

function cleanParams(params: object = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") out[k] = v;
  return out;
}

/** The SWR key of one page: the route's URL with its query (GET), or [path, JSON body] (POST). */
function pageKey(route: Route, params: Record<string, unknown>, pageIndex: number, pageSize: number) {
  const all = { ...params, pageIndex, pageSize };
  if (route.startsWith("POST")) return [urlOf(route, {}), JSON.stringify(all)] as const;
  return urlOf(route, all);
}

type Key = ReturnType<typeof pageKey>;

const fetchPage = <P>(key: Key): Promise<P> =>
  typeof key === "string" ? apiFetch<P>(key) : apiFetch<P>(key[0], { method: "POST", body: JSON.parse(key[1]) });

export function usePagedList<R extends PagedRoute>(
  route: R | null,
  { params, pageSize = 20, initialPage, fresh = false }: PagedListOptions<R> = {},
): PagedList<RowOf<R>, PageOf<R>> {
  type P = PageOf<R>;
  const clean = cleanParams(params);
  const identity = route ? JSON.stringify([route, clean, pageSize]) : null;
  // The server-rendered first page belongs to the params of the first render only.
  const [initialIdentity] = useState(identity);
  const withInitial = Boolean(initialPage) && identity === initialIdentity;

  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<P, unknown>(
    (index, previous: P | null) => {
      if (!route) return null;
      if (previous && isLastPage(previous, pageSize)) return null;
      return pageKey(route, clean, index + 1, pageSize);
    },
    (key: Key) => fetchPage<P>(key),
    {
      fallbackData: withInitial && initialPage ? [initialPage] : undefined,
      revalidateOnMount: !withInitial,
      revalidateFirstPage: fresh,
      revalidateOnFocus: false,
      ...(fresh ? { dedupingInterval: 0 } : {}),
    },
  );

  const { shown, noMore } = listProgress(data ?? [], pageSize);
  const rows: RowOf<R>[] = shown.flatMap((p) => p.rows);
  const isLoading = Boolean(route) && !data && !error;
  const loadingMore = isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined && isValidating);
  const state: ListLoaderState = loadingMore ? "loading" : noMore || !route ? "noMore" : "more";

  const loadMore = useCallback(() => {
    if (state !== "more") return;
    void setSize(size + 1);
  }, [state, setSize, size]);

  const refresh = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [setSize, mutate]);

  return {
    rows,
    first: shown[0],
    total: shown[0]?.total ?? 0,
    state,
    loadMore,
    refresh,
    error,
    isLoading,
    isEmpty: !isLoading && !error && rows.length === 0 && shown.length > 0,
  };
}
