// Two-column product grids for client lists (infinite scroll), and their loading skeleton. The image
// boxes keep a fixed aspect ratio, so rows never jump while images load.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/lib/format/count";
import type { Locale } from "@/lib/i18n/routing";
import type { ProductRow } from "@/lib/services/catalogue";
import { ProductCard } from "./product-card";

export function ProductGrid({ rows }: { rows: ProductRow[] }) {
  const t = useTranslations("common");
  const locale = useLocale() as Locale;
  return (
    <ul className="grid grid-cols-2 gap-2">
      {rows.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} salesLabel={t("sales", { count: formatCount(p.sales, locale) })} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-2" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-lg bg-white">
          <div className="aspect-square w-full animate-pulse bg-gray-200" />
          <div className="space-y-2 p-2">
            <div className="h-3.5 w-11/12 animate-pulse rounded bg-gray-200" />
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-gray-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
