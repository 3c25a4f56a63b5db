// The after-sales domain's public entry: what code outside lib/services/after-sales/ may use.
export {
  applyAfterSale,
  approveReturn,
  getAfterSaleOrThrow,
  listAfterSales,
  listOpenAfterSales,
  quoteAfterSale,
  rejectReturn,
  retryRefund,
  settleRefund,
} from "./after-sale";
export type { AfterSaleQuote, AfterSaleView } from "./after-sale";
export { adminAfterSaleDetail, adminListAfterSales } from "./admin";
export { applyAfterSaleIn, getAfterSaleIn, listAfterSalesIn, quoteAfterSaleIn } from "./localized";
export { closeReviewWindows, createReviews, followUpReview, listProductReviews } from "./review";
export type { ProductReviews, ReviewCreated, ReviewRow } from "./review";
export { adminListReviews, replyToReview, setReviewHidden } from "./review-admin";
export { afterSaleStatus, afterSaleType } from "./status";
