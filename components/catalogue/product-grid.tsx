// Two-column product grids for client lists (infinite scroll); the skeleton is in product-grid-skeleton. The image
// boxes keep a fixed aspect ratio, so rows never jump while images load.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/lib/format/count";
import type { Locale } from "@/lib/i18n/routing";
import type { ProductRow } from "@/lib/client/catalogue";
import { ProductCard } from "./product-card";

export function ProductGrid({ rows }: { rows: ProductRow[] }) {
  const t = useTranslations("common");
  const locale = useLocale() as Locale;
  return (
    <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4 lg:gap-3 xl:grid-cols-5">
      {rows.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} salesLabel={t("sales", { count: formatCount(p.sales, locale) })} />
        </li>
      ))}
    </ul>
  );
}
