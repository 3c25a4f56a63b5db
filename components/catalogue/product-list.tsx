// An infinite, pull-to-refresh product list over GET /api/v1/products (category, tag, shop, activity
// and goods screens, and the home feed). The first page comes rendered from the server.
"use client";

import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { usePagedList, type PageResult } from "@/lib/client/use-paged-list";
import { useRouter } from "@/lib/i18n/navigation";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import type { ProductRow } from "@/lib/services/catalogue";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

export type ProductListParams = { categoryId?: number; tag?: string; shopId?: number; activityId?: number; sort?: string };

type Props = {
  params: ProductListParams;
  initialPage?: PageResult<ProductRow>;
  /** Server-rendered content above the list, refreshed with it (router.refresh()) on pull. */
  header?: React.ReactNode;
  /** Controls between header and list (sort tabs, sub-category chips). */
  toolbar?: React.ReactNode;
  emptyText?: string;
  title?: string;
};

export function ProductList({ params, initialPage, header, toolbar, emptyText, title }: Props) {
  const t = useTranslations("catalogue");
  const tc = useTranslations("common");
  const router = useRouter();
  const [, startTransition] = useTransition();
  const list = usePagedList<ProductRow>({ path: "/api/v1/products", params, initialPage });

  const refresh = async () => {
    if (header) startTransition(() => router.refresh());
    await list.refresh();
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      {header}
      {toolbar}
      <section aria-label={title} className="px-3 pt-3">
        {title ? <h2 className="mb-2 text-base font-medium">{title}</h2> : null}
        {list.isLoading ? (
          <ProductGridSkeleton />
        ) : list.error && list.rows.length === 0 ? (
          <EmptyState
            icon="⚠️"
            title={t("loadFailed")}
            action={
              <button type="button" onClick={() => void list.refresh()} className="rounded-full border border-accent px-5 py-1.5 text-accent">
                {tc("retry")}
              </button>
            }
          />
        ) : list.isEmpty ? (
          <EmptyState title={emptyText ?? t("empty")} />
        ) : (
          <>
            <ProductGrid rows={list.rows} />
            <ListLoader state={list.state} onLoadMore={list.loadMore} />
          </>
        )}
      </section>
    </PullToRefresh>
  );
}
