// The payment domain's public entry: what code outside lib/services/payment/ may use.
export { sandboxCashier, sandboxDecide } from "./cashier";
export type { SandboxCashier } from "./cashier";
export { deliverSandboxNotification } from "./delivery";
export {
  MAX_EVENTS_PER_PAYMENT,
  createOrderPayment,
  handlePaymentNotification,
  listPayMethods,
  paymentOutcome,
  reconcileOrderPayment,
} from "./payment";
export type { CreatedPayment, OrderPaymentState, PayMethod } from "./payment";
export { notifyBaseUrl } from "./providers/config";
export { providerByName } from "./providers";
export { cashierSignature, signedNotification } from "./providers/sandbox";
export type { PayAction, ProviderName } from "./providers/types";
export { parseXml } from "./providers/wechat";
export { listRefundQueue, refundQueuedPayment } from "./refund";
export { reconcileBill } from "./reconcile";
export type { BillCheck } from "./reconcile";
export { paymentChannelStatus } from "./channels";
export { paymentReadiness, providerReadiness } from "./providers/readiness";
export type { ProviderReadiness } from "./providers/readiness";
