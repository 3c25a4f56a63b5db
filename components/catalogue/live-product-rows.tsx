// The live part of <ProductList>: the SWR-backed infinite list (usePagedList) with its skeleton, error
// and empty states. Loaded on demand (React.lazy in product-list.tsx) when the shopper scrolls past
// the server-rendered first page or changes the list's filters, and preloaded when the browser is idle,
// so SWR is not part of any catalogue screen's first-load JavaScript.
"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { ProductPage } from "@/lib/client/catalogue";
import { useProductList, type ProductListParams } from "@/lib/client/catalogue-lists";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductGrid } from "./product-grid";
import { ProductGridSkeleton } from "./product-grid-skeleton";

export type LiveProductRowsProps = {
  params: ProductListParams;
  /** The server-rendered first page, when `params` are still the ones it was rendered with. */
  initialPage?: ProductPage;
  emptyText?: string;
  /** "more": the shopper already asked for the next page; load it as soon as the list is live. */
  start?: "more";
  /** Receives the list's refresh (for pull-to-refresh), or null on unmount. */
  onRefreshReady: (refresh: (() => Promise<void>) | null) => void;
};

export function LiveProductRows({ params, initialPage, emptyText, start, onRefreshReady }: LiveProductRowsProps) {
  const t = useTranslations("catalogue");
  const tc = useTranslations("common");
  const list = useProductList(params, initialPage);

  const { refresh, loadMore, state } = list;
  useEffect(() => {
    onRefreshReady(refresh);
    return () => onRefreshReady(null);
  }, [refresh, onRefreshReady]);

  const started = useRef(false);
  useEffect(() => {
    if (start !== "more" || started.current || state !== "more") return;
    started.current = true;
    loadMore();
  }, [start, state, loadMore]);

  if (list.isLoading) return <ProductGridSkeleton />;
  if (list.error && list.rows.length === 0) {
    return (
      <EmptyState
        icon="⚠️"
        title={t("loadFailed")}
        action={
          <button
            type="button"
            onClick={() => void list.refresh()}
            className="rounded-full border border-accent px-5 py-1.5 text-accent"
          >
            {tc("retry")}
          </button>
        }
      />
    );
  }
  if (list.isEmpty) return <EmptyState title={emptyText ?? t("empty")} />;
  return (
    <>
      <ProductGrid rows={list.rows} />
      <ListLoader state={list.state} onLoadMore={list.loadMore} />
    </>
  );
}
