// A product list with sort tabs (best match, sales, price up/down, newest) — the goods list screen.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { PageResult } from "@/lib/client/use-paged-list";
import type { ProductRow } from "@/lib/services/catalogue";
import { productSorts, type ProductSort } from "@/lib/validation/limits";
import { ProductList, type ProductListParams } from "./product-list";

type Props = { params: Omit<ProductListParams, "sort">; initialSort: ProductSort; initialPage: PageResult<ProductRow>; header?: React.ReactNode };

export function SortedProductList({ params, initialSort, initialPage, header }: Props) {
  const t = useTranslations("catalogue");
  const [sort, setSort] = useState<ProductSort>(initialSort);
  const toolbar = (
    <div role="group" aria-label={t("sortLabel")} className="sticky top-11 z-20 flex justify-between gap-1 overflow-x-auto bg-white px-2 py-2 [scrollbar-width:none]">
      {productSorts.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={sort === s}
          onClick={() => setSort(s)}
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs ${sort === s ? "bg-accent/10 font-medium text-accent" : "text-gray-600"}`}
        >
          {t(`sort.${s}`)}
        </button>
      ))}
    </div>
  );
  return <ProductList params={{ ...params, sort }} initialPage={initialPage} header={header} toolbar={toolbar} />;
}
