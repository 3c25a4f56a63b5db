// usePagedList — an infinite list over any paged endpoint that answers { rows, total, hasMore }
// (products, products-search, get-discount, orders, favourites, ...), built on SWR infinite and
// following the specification's list-loading rules (section 4):
//   - a page above 1 that comes back empty steps the page index back and loads no more;
//   - a page with fewer rows than the page size means no more (so does hasMore: false);
//   - the footer shows "load more" or "no more" (pass `state` and `loadMore` to <ListLoader />).
//
// Options:
//   path         API path, e.g. "/api/v1/products"; null pauses the list (e.g. no keyword yet).
//   params       extra query fields (GET) or body fields (POST) besides pageIndex / pageSize;
//                undefined, null and "" values are left out. A change starts the list over.
//   pageSize     rows per page (default 20).
//   method       "GET" (default) or "POST" (the body carries params + pageIndex + pageSize,
//                e.g. products-search).
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
import { apiFetch } from "./fetcher";
import type { ListLoaderState } from "@/components/ui/list-loader";
import { isLastPage, listProgress, type PageResult } from "./paging";

export { isLastPage, listProgress, type PageResult };

type Params = Record<string, string | number | boolean | undefined | null>;

export type PagedListOptions<T> = {
  path: string | null;
  fresh?: boolean;
  params?: Params;
  pageSize?: number;
  method?: "GET" | "POST";
  initialPage?: PageResult<T>;
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

function cleanParams(params: Params = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") out[k] = v;
  return out;
}

/** The SWR key of one page: the API path with its query (GET), or [path, JSON body] (POST). */
function pageKey(path: string, method: "GET" | "POST", params: Record<string, string | number | boolean>, pageIndex: number, pageSize: number) {
  const all = { ...params, pageIndex, pageSize };
  if (method === "POST") return [path, JSON.stringify(all)] as const;
  const qs = new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)])).toString();
  return `${path}?${qs}`;
}

type Key = ReturnType<typeof pageKey>;

const fetchPage = <T,>(key: Key): Promise<PageResult<T>> =>
  typeof key === "string" ? apiFetch<PageResult<T>>(key) : apiFetch<PageResult<T>>(key[0], { method: "POST", body: JSON.parse(key[1]) });

export function usePagedList<T, P extends PageResult<T> = PageResult<T>>({
  path,
  params,
  pageSize = 20,
  method = "GET",
  initialPage,
  fresh = false,
}: PagedListOptions<T>): PagedList<T, P> {
  const clean = cleanParams(params);
  const identity = path ? JSON.stringify([path, method, clean, pageSize]) : null;
  // The server-rendered first page belongs to the params of the first render only.
  const [initialIdentity] = useState(identity);
  const withInitial = Boolean(initialPage) && identity === initialIdentity;

  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<P, unknown>(
    (index, previous: P | null) => {
      if (!path) return null;
      if (previous && isLastPage(previous, pageSize)) return null;
      return pageKey(path, method, clean, index + 1, pageSize);
    },
    (key: Key) => fetchPage<T>(key) as Promise<P>,
    {
      fallbackData: withInitial && initialPage ? [initialPage as P] : undefined,
      revalidateOnMount: !withInitial,
      revalidateFirstPage: fresh,
      revalidateOnFocus: false,
      ...(fresh ? { dedupingInterval: 0 } : {}),
    },
  );

  const { shown, noMore } = listProgress(data ?? [], pageSize);
  const rows = shown.flatMap((p) => p.rows);
  const isLoading = Boolean(path) && !data && !error;
  const loadingMore = isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined && isValidating);
  const state: ListLoaderState = loadingMore ? "loading" : noMore || !path ? "noMore" : "more";

  const loadMore = useCallback(() => {
    if (state !== "more") return;
    void setSize(size + 1);
  }, [state, setSize, size]);

  const refresh = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [setSize, mutate]);

  return { rows, first: shown[0], total: shown[0]?.total ?? 0, state, loadMore, refresh, error, isLoading, isEmpty: !isLoading && !error && rows.length === 0 && shown.length > 0 };
}
