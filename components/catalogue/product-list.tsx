// An infinite, pull-to-refresh product list over the products endpoint (category, tag, shop, activity
// and goods screens, and the home feed). The first page comes rendered from the server and is shown
// as it is; the live, SWR-backed list (live-product-rows.tsx) takes over when the shopper scrolls to
// the end of it or changes the list's filters. That part is loaded on demand (a failed load shows a
// retry, not a crash) and preloaded when the browser is idle, which keeps SWR out of these screens' first-load JavaScript (docs/performance.md,
// page weight). Pull-to-refresh re-renders the server part (header and first page) and, once the list
// is live, refetches it from page 1.
"use client";

import { useCallback, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { isLastPage } from "@/lib/client/paging";
import type { ProductPage } from "@/lib/client/catalogue";
import type { ProductListParams } from "@/lib/client/catalogue-lists";
import { usePreload } from "@/lib/client/idle";
import { useDeferredModule } from "@/lib/client/use-deferred-module";
import { useRouter } from "@/lib/i18n/navigation";
import { ListLoader, type ListLoaderState } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListError } from "@/components/engagement/list-states";
import { ProductGrid } from "./product-grid";
import { ProductGridSkeleton } from "./product-grid-skeleton";

const PAGE_SIZE = 20;
const loadLiveRows = () => import("./live-product-rows");

type Props = {
  params: ProductListParams;
  initialPage: ProductPage;
  /** Server-rendered content above the list, refreshed with it (router.refresh()) on pull. */
  header?: React.ReactNode;
  /** Controls between header and list (sort tabs, sub-category chips). */
  toolbar?: React.ReactNode;
  emptyText?: string;
  title?: string;
};

/** The server-rendered first page with its footer (or the empty state). */
function FirstPage({
  page,
  emptyText,
  state,
  onLoadMore,
}: {
  page: ProductPage;
  emptyText?: string;
  state: ListLoaderState;
  onLoadMore?: () => void;
}) {
  const t = useTranslations("catalogue");
  if (page.rows.length === 0) return <EmptyState title={emptyText ?? t("empty")} />;
  return (
    <>
      <ProductGrid rows={page.rows} />
      <ListLoader state={state} onLoadMore={onLoadMore} />
    </>
  );
}

export function ProductList({ params, initialPage, header, toolbar, emptyText, title }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const identity = JSON.stringify(params);
  const [initialIdentity] = useState(identity);
  const onInitialParams = identity === initialIdentity;
  // Live once asked for more rows, or once the filters differ from the server-rendered page's.
  const [live, setLive] = useState<null | "more" | "params">(null);
  if (!live && !onInitialParams) setLive("params");
  // A failed load (connection dropped) keeps what is shown and offers a retry instead of crashing.
  const { module: liveModule, failed, retry } = useDeferredModule(loadLiveRows, live !== null);

  // Preload the live list while the shopper looks at the first page, so "more" does not wait for it.
  usePreload(loadLiveRows);

  const liveRefresh = useRef<(() => Promise<void>) | null>(null);
  const onRefreshReady = useCallback((refresh: (() => Promise<void>) | null) => {
    liveRefresh.current = refresh;
  }, []);

  // Not live: the default refresh (router.refresh()) renders header and first page afresh.
  const refresh = live
    ? async () => {
        if (header) startTransition(() => router.refresh());
        await liveRefresh.current?.();
      }
    : undefined;

  const firstPageState: ListLoaderState = isLastPage(initialPage, PAGE_SIZE) ? "noMore" : "more";
  return (
    <PullToRefresh onRefresh={refresh}>
      {header}
      {toolbar}
      <section aria-label={title} className="px-3 pt-3">
        {title ? <h2 className="mb-2 text-base font-medium">{title}</h2> : null}
        {live && liveModule ? (
          <liveModule.LiveProductRows
            params={params}
            initialPage={live === "more" ? initialPage : undefined}
            emptyText={emptyText}
            start={live === "more" ? "more" : undefined}
            onRefreshReady={onRefreshReady}
          />
        ) : live && failed ? (
          <>
            {onInitialParams && initialPage.rows.length > 0 ? <ProductGrid rows={initialPage.rows} /> : null}
            <ListError onRetry={retry} />
          </>
        ) : live ? (
          onInitialParams ? (
            <FirstPage page={initialPage} emptyText={emptyText} state="loading" />
          ) : (
            <ProductGridSkeleton />
          )
        ) : (
          <FirstPage
            page={initialPage}
            emptyText={emptyText}
            state={firstPageState}
            onLoadMore={() => setLive("more")}
          />
        )}
      </section>
    </PullToRefresh>
  );
}
