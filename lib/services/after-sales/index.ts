// The after-sales domain's public entry: what code outside lib/services/after-sales/ may use.
export {
  applyAfterSale,
  approveReturn,
  getAfterSaleOrThrow,
  listAfterSales,
  listOpenAfterSales,
  rejectReturn,
  retryRefund,
  settleRefund,
} from "./after-sale";
export { adminAfterSaleDetail, adminListAfterSales } from "./admin";
export { adminListReviews, replyToReview, setReviewHidden } from "./review-admin";
export type { AfterSaleView } from "./after-sale";
export { createReview, listProductReviews } from "./review";
export type { ProductReviews, ReviewRow } from "./review";
