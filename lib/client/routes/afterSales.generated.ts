// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The afterSales routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const afterSalesApply = "POST /api/v1/after-sales-apply" satisfies Route;
export const afterSalesQuote = "POST /api/v1/after-sales-quote" satisfies Route;
export const afterSalesList = "GET /api/v1/after-sales" satisfies Route;
export const afterSalesDetail = "GET /api/v1/after-sales-detail" satisfies Route;
export const afterSalesShipBack = "POST /api/v1/after-sales-ship-back" satisfies Route;
export const afterSalesReviewCreate = "POST /api/v1/review-create" satisfies Route;
export const afterSalesReviewFollowUp = "POST /api/v1/review-follow-up" satisfies Route;
export const afterSalesProductReviews = "GET /api/v1/product-reviews" satisfies Route;
export const afterSalesRebuy = "POST /api/v1/order-rebuy" satisfies Route;
export const afterSalesDeleteOrder = "POST /api/v1/order-delete" satisfies Route;
