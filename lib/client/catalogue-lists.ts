// The catalogue's paged lists (SWR infinite, use-paged-list.ts): products by category, tag, shop or
// activity, search results, running discounts and a product's reviews. Apart from catalogue.ts, whose
// readers are on the page-weight budget: these screens load SWR on demand or are off the budget.
"use client";

import type { Result } from "./api";
import { afterSalesProductReviews } from "./routes/afterSales.generated";
import { catalogueGetDiscount, catalogueProducts, catalogueProductsSearch } from "./routes/catalogue.generated";
import { usePagedList, type ListParams, type RowOf } from "./use-paged-list";
import type { ProductPage } from "./catalogue";

/** What a product list is filtered and sorted by. */
export type ProductListParams = Omit<ListParams<typeof catalogueProducts>, "ids">;
export type ProductSearchParams = Omit<ListParams<typeof catalogueProductsSearch>, "keyword">;
export type DiscountPage = Result<typeof catalogueGetDiscount>;
export type DiscountRow = RowOf<typeof catalogueGetDiscount>;
export type ProductReviews = Result<typeof afterSalesProductReviews>;
export type ReviewRow = RowOf<typeof afterSalesProductReviews>;

/** Products by category, tag, shop or activity, after the server-rendered first page. */
export const useProductList = (params: ProductListParams, initialPage?: ProductPage) =>
  usePagedList(catalogueProducts, { params, initialPage });

/** Search results for `keyword` (none asked for while it is empty), by relevance unless sorted. */
export const useProductSearch = (keyword: string, refinement: ProductSearchParams) =>
  usePagedList(keyword ? catalogueProductsSearch : null, { params: { keyword, ...refinement } });

/** Running discounts with their products. */
export const useDiscountList = (initialPage: DiscountPage) => usePagedList(catalogueGetDiscount, { initialPage });

/** A product's reviews, five at a time; the first page carries the rating summary. */
export const useProductReviews = (productId: number, withPhotos = false) =>
  usePagedList(afterSalesProductReviews, { params: { productId, withPhotos: withPhotos ? "1" : "0" }, pageSize: 5 });
