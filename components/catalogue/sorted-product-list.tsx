// A product list with sort tabs (best match, sales, price up/down, newest) and a price filter — the
// goods list screen; both kept in the address.
"use client";

import { useUrlRefinement } from "@/lib/client/url-refinement";
import type { ProductPage } from "@/lib/client/catalogue";
import type { ProductListParams } from "@/lib/client/catalogue-lists";
import type { ProductSort } from "@/lib/validation/limits";
import { ProductList } from "./product-list";
import { ListRefiner } from "./list-refiner";

type Props = {
  params: Omit<ProductListParams, "sort">;
  initialSort: ProductSort;
  initialPage: ProductPage;
  header?: React.ReactNode;
};

export function SortedProductList({ params, initialSort, initialPage, header }: Props) {
  // The sort and price filter live in the address (the server rendered the first page by its ?sort=).
  const [refinement, setRefinement] = useUrlRefinement(initialSort);
  const toolbar = <ListRefiner value={refinement} onChange={setRefinement} className="sticky top-11 z-20 lg:top-16" />;
  return (
    <ProductList params={{ ...params, ...refinement }} initialPage={initialPage} header={header} toolbar={toolbar} />
  );
}
