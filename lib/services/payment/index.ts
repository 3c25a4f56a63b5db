// The payment domain's public entry: what code outside lib/services/payment/ may use.
export { sandboxCashier, sandboxDecide } from "./cashier";
export type { SandboxCashier } from "./cashier";
export { deliverSandboxNotification } from "./delivery";
export { handlePaymentNotification } from "./notification";
export { createOrderPayment } from "./create-payment";
export type { CreatedPayment } from "./create-payment";
export { listPayMethods } from "./pay-methods";
export type { PayMethod } from "./pay-methods";
export { MAX_EVENTS_PER_PAYMENT } from "./record-event";
export { paymentOutcome } from "@/lib/domain/payment-status";
export { reconcileOrderPayment } from "./reconcile-payment";
export type { OrderPaymentState } from "./reconcile-payment";
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
export { channelMoves, channelOfMethod, reconcileChannels, settlementChannels } from "./day-moves";
export type { ReconcileChannel, SettlementChannel } from "./day-moves";
export {
  differenceKinds,
  downloadStatement,
  importStatement,
  readReconciliation,
  reconciliationStates,
} from "./reconciliation";
export type { Difference, ReconciliationResult } from "./reconciliation";
export { sandboxStatement } from "./statement";
