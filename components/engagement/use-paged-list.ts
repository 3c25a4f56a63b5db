// A paged API list ({ rows, total, hasMore }) whose first page also carries figures for the screen
// (points balance, coupon tab counts, consult unread count) — which the shared lib/client/use-paged-list
// does not expose, hence `first` here. Same list rules: a short or empty page means no more, and an
// empty page above 1 is dropped (the page index steps back). Keys are the API path with paging.
"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/client/fetcher";
import type { ListLoaderState } from "@/components/ui/list-loader";

export type PagedResult<T> = { rows: T[]; total: number; hasMore: boolean };

export function usePagedList<T, P extends PagedResult<T> = PagedResult<T>>(path: string | null, pageSize = 20) {
  const getKey = (index: number, previous: P | null) => {
    if (!path) return null;
    if (previous && (!previous.hasMore || previous.rows.length < pageSize)) return null;
    return `${path}${path.includes("?") ? "&" : "?"}pageIndex=${index + 1}&pageSize=${pageSize}`;
  };
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<P>(getKey, swrFetcher, {
    revalidateFirstPage: true,
    // Every mount fetches afresh: these lists change behind the screen's back (a claim in the claim
    // centre, a sign-in, an operator's answer), and SWR's default 2 s deduping would otherwise hand a
    // list re-mounted right after such a change the answer from before it.
    dedupingInterval: 0,
  });

  const pages = (data ?? []).filter((page, i) => i === 0 || page.rows.length > 0);
  const last = pages.at(-1);
  const hasMore = Boolean(last && last.hasMore && last.rows.length >= pageSize);
  const loadingMore = isLoading || (size > 0 && data !== undefined && typeof data[size - 1] === "undefined");
  const state: ListLoaderState = loadingMore ? "loading" : hasMore ? "more" : "noMore";

  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize((s) => s + 1);
  }, [hasMore, loadingMore, setSize]);

  /** Reloads from the first page (pull-to-refresh). */
  const refresh = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [mutate, setSize]);

  return {
    rows: pages.flatMap((p) => p.rows),
    first: pages[0] as P | undefined,
    total: pages[0]?.total ?? 0,
    state,
    isLoading,
    error: error as Error | undefined,
    loadMore,
    refresh,
  };
}
