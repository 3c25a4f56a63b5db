// A product list with sort tabs (best match, sales, price up/down, newest) and a price filter — the
// goods list screen.
"use client";

import { useState } from "react";
import type { ProductPage } from "@/lib/client/catalogue";
import type { ProductListParams } from "@/lib/client/catalogue-lists";
import type { ProductSort } from "@/lib/validation/limits";
import { ProductList } from "./product-list";
import { ListRefiner, type Refinement } from "./list-refiner";

type Props = {
  params: Omit<ProductListParams, "sort">;
  initialSort: ProductSort;
  initialPage: ProductPage;
  header?: React.ReactNode;
};

export function SortedProductList({ params, initialSort, initialPage, header }: Props) {
  const [refinement, setRefinement] = useState<Refinement>({ sort: initialSort });
  const toolbar = <ListRefiner value={refinement} onChange={setRefinement} className="sticky top-11 z-20" />;
  return (
    <ProductList params={{ ...params, ...refinement }} initialPage={initialPage} header={header} toolbar={toolbar} />
  );
}
