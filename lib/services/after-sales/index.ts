// The after-sales domain's public entry: what code outside lib/services/after-sales/ may use.
export {
  applyAfterSale,
  approveReturn,
  getAfterSaleOrThrow,
  listAfterSales,
  listOpenAfterSales,
  quoteAfterSale,
  rejectReturn,
  settleRefund,
} from "./after-sale";
export type { AfterSaleQuote, AfterSaleView } from "./after-sale";
export { applyAfterSaleIn, getAfterSaleIn, listAfterSalesIn, quoteAfterSaleIn } from "./localized";
export { closeReviewWindows, createReviews, followUpReview, listProductReviews } from "./review";
export type { ProductReviews, ReviewCreated, ReviewRow } from "./review";
export { afterSaleStatus, afterSaleType } from "./status";
