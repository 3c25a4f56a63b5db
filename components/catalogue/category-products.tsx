// A category's products with chips for its sub-categories ("all" first), sort tabs and a price filter;
// each filters the list in place; the sort and the price filter are kept in the address.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { CategoryDetail, ProductPage } from "@/lib/client/catalogue";
import { ProductList } from "./product-list";
import { useUrlRefinement } from "@/lib/client/url-refinement";
import { ListRefiner } from "./list-refiner";

export function CategoryProducts({ category, initialPage }: { category: CategoryDetail; initialPage: ProductPage }) {
  const t = useTranslations("category");
  const [selected, setSelected] = useState(category.id);
  const [refinement, setRefinement] = useUrlRefinement();
  const chips = [{ id: category.id, name: t("all") }, ...category.children];
  const hasChips = category.children.length > 0;
  const toolbar = (
    <div className="sticky top-11 z-20 bg-white lg:top-16">
      {hasChips ? (
        <div
          role="group"
          aria-label={category.name}
          className="flex [scrollbar-width:none] gap-2 overflow-x-auto px-3 pt-2"
        >
          {chips.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={selected === c.id}
              onClick={() => setSelected(c.id)}
              className={`shrink-0 rounded-full px-3 py-1 text-xs ${selected === c.id ? "bg-accent text-white" : "bg-gray-100 text-gray-700"}`}
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      <ListRefiner value={refinement} onChange={setRefinement} />
    </div>
  );
  return <ProductList params={{ categoryId: selected, ...refinement }} initialPage={initialPage} toolbar={toolbar} />;
}
