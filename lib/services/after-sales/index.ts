// 售后: refunds and returns, of the whole order or of some units of some items. A refund of a paid
// order waiting to ship (500) is decided at once; a return (shipped 510, received 520, complete 530,
// within its window by time: ./windows.ts) waits for an operator (scripts/after-sales.ts, the back
// office), who approves or rejects it.
//
// The amount is the server's (./refund-math.ts): each unit gives back its price less its share of the
// coupon and of the points; freight only with the request that leaves the whole order refunded before
// it shipped. Every request takes unit slots of its lines that no other (not rejected) request holds,
// so the parts of an order add up to what was paid, however it is returned.
//
// What happens when a refund is granted (at once, or on approval), in one transaction: the units'
// stock goes back, their share of the spent points goes back, the refund is claimed against the paid
// payment (a compare-and-set on Payment.refundedAmount), and once every unit of the order is refunded
// the order closes (10, refunded) and its coupon comes back. Then the money goes back through the
// provider the order was paid with (settleRefund).
//
// Races — two requests for the same units, a request and the operator shipping, a late payment report,
// two operators deciding — are settled by the order's row lock (taken first by every writer here), a
// conditional update of each line's claimed units (never above its quantity), conditional status moves
// and the compare-and-set on the payment: the loser gets 409 and changes nothing.
//
// One file per operation: ./plan-request.ts (the units and what they give back), ./apply-after-sale.ts
// (the shopper's quote and application), ./grant-refund.ts, ./settle-refund.ts (the provider),
// ./decide-after-sale.ts (the operator), ./return-goods.ts (a return's way back: the shopper's waybill,
// the receipt with each unit's condition, unsent returns closing), ./return-policy.ts (the shop's
// return address and days), ./read-after-sale.ts. The statuses and their moves are
// lib/domain/after-sale-status.ts.
//
// The after-sales domain's public entry: what code outside lib/services/after-sales/ may use.
export { applyAfterSale, quoteAfterSale, type AfterSaleQuote } from "./apply-after-sale";
export { approveReturn, rejectReturn, retryRefund } from "./decide-after-sale";
export { settleRefund } from "./settle-refund";
export { receiveReturn, shipBack } from "./return-goods";
export { closeUnsentReturns } from "./close-unsent";
export { adminSetReturnPolicy, returnPolicy, RETURN_POLICY, type ReturnPolicy } from "./return-policy";
export { getAfterSaleOrThrow, listAfterSales, listOpenAfterSales, type AfterSaleView } from "./read-after-sale";
export { adminAfterSaleDetail, adminListAfterSales } from "./admin";
export { applyAfterSaleIn, getAfterSaleIn, listAfterSalesIn, quoteAfterSaleIn, shipBackIn } from "./localized";
export { closeReviewWindows, createReviews, followUpReview, listProductReviews } from "./review";
export type { ProductReviews, ReviewCreated, ReviewRow } from "./review";
export { adminListReviews, replyToReview, setReviewHidden } from "./review-admin";
