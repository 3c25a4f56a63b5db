// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The catalogue routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const catalogueBanner = "GET /api/v1/banner" satisfies Route;
export const catalogueButtonList = "GET /api/v1/get-button-list" satisfies Route;
export const catalogueBigBannerList = "GET /api/v1/get-big-barnner-list" satisfies Route;
export const catalogueProducts = "GET /api/v1/products" satisfies Route;
export const catalogueProductsDetail = "GET /api/v1/products-detail" satisfies Route;
export const catalogueProductsSkus = "GET /api/v1/products-skus" satisfies Route;
export const catalogueCategory = "GET /api/v1/category" satisfies Route;
export const catalogueGetCategory = "GET /api/v1/get-category" satisfies Route;
export const catalogueGetDiscount = "GET /api/v1/get-discount" satisfies Route;
export const catalogueProductsSearch = "POST /api/v1/products-search" satisfies Route;
export const catalogueSearchSuggest = "GET /api/v1/search-suggest" satisfies Route;
export const catalogueSearchHot = "GET /api/v1/search-hot" satisfies Route;
export const catalogueProductsRelated = "GET /api/v1/products-related" satisfies Route;
