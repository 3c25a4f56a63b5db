// The catalogue on the client: the types of what it answers, a product's current SKUs (goods detail),
// products by id (the footprints screen) and the search box's words. No SWR here: the goods screen is
// on the page-weight budget, and a module's imports travel with any of its exports (the paged lists
// are in catalogue-lists.ts).
"use client";

import { api, apiUrl, type Result } from "./api";
import {
  catalogueCategory,
  catalogueGetCategory,
  catalogueProducts,
  catalogueProductsDetail,
  catalogueProductsSkus,
  catalogueSearchHot,
  catalogueSearchSuggest,
} from "./routes/catalogue.generated";
import { useResource } from "./resource";

export type ProductPage = Result<typeof catalogueProducts>;
export type ProductRow = ProductPage["rows"][number];
export type ProductDetail = Result<typeof catalogueProductsDetail>;
export type SkuRow = Result<typeof catalogueProductsSkus>[number];
export type CategoryNode = Result<typeof catalogueCategory>[number];
/** One category with its parent and children (get-category with an id). */
export type CategoryDetail = Exclude<Result<typeof catalogueGetCategory>, unknown[]>;

/** The product's SKUs with current price and stock; the server-rendered ones until they come. */
export function useProductSkus(product: Pick<ProductDetail, "id" | "skus">): SkuRow[] {
  const { data = product.skus } = useResource<SkuRow[]>(
    apiUrl(catalogueProductsSkus, { id: product.id }),
    product.skus,
  );
  return data;
}

/** Today's rows of these products ("1,2,3"; null: none to ask for), in this locale. */
export function useProductsByIds(ids: string | null) {
  return useResource<ProductPage>(ids ? apiUrl(catalogueProducts, { ids, pageSize: 50 }) : null).data;
}

/** Hot search keywords. Quiet on failure: the search screen then shows the history alone. */
export const hotSearchTerms = () => api(catalogueSearchHot, {}, { silent: true });

/** Product names completing `keyword`. */
export const searchSuggestions = (keyword: string, signal: AbortSignal) =>
  api(catalogueSearchSuggest, { keyword }, { silent: true, signal });
