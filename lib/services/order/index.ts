// The order domain's public entry: what code outside lib/services/order/ may use.
export {
  closeExpiredOrders,
  PROVIDER_UNREACHABLE_GRACE_MS,
  startOrderSweep,
  sweepOnce,
  SWEEP_LEASE,
  sweepIntervalMs,
} from "./expiry";
export { admitFlashPress, screenFlashPress } from "./flash-admit";
export { buyFlashSale } from "./flash-buy";
export type { FlashBought } from "./flash-buy";
export { releaseEndedFlashSales } from "./flash-units";
export { getOrderDetailIn, listOrdersIn, previewOrderIn } from "./localized";
export { addTrajectoryPoint, listOrdersToShip, shipOrder } from "./operator";
export type { TrajectoryInput } from "./operator";
export { placeOrder } from "./create-order";
export type { PlacedOrder } from "./create-order";
export type { OrderPreview } from "./preview-order";
export { cancelOrder, completeOrder, confirmReceipt, editOrderAddress } from "./update-order";
export { priceSkus } from "./pricing";
export { PAID_STATUSES, listBoughtSkus, listOrders, orderCounts } from "./query";
export type { OrderDetail, TrajectoryPointView } from "./query";
export { deleteOrder, rebuyOrder } from "./rebuy";
export { transitionOrder } from "./status";
export type { OrderView } from "./view";
export { adminCancelOrder, adminListOrders, adminOrderDetail, setStaffRemark } from "./admin";
export { MAX_BATCH_ROWS, batchOutcomes, exportOrdersCsv, shipBatch } from "./batch";
export type { BatchLine, BatchOutcome, ShipBatchResult } from "./batch";
export {
  adminListFreightRules,
  adminListPickupPoints,
  adminSaveFreightRule,
  adminSavePickupPoint,
  adminSetPaymentWindow,
  paymentWindowSetting,
} from "./settings-admin";
export { adminListCouriers, adminSaveCourier, courierForShipping } from "./couriers";
export { listInvoiceTitles, orderInvoiceFile } from "./invoice";
export { adminAttachInvoicePdf, adminIssueInvoice, adminListInvoices } from "./invoice-admin";
