// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The order routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const orderCreate = "POST /api/v1/create-order" satisfies Route;
export const orderCreateNow = "POST /api/v1/create-order-now" satisfies Route;
export const orderPreview = "POST /api/v1/order-preview" satisfies Route;
export const orderCancel = "POST /api/v1/cancel-order" satisfies Route;
export const orderEditAddress = "POST /api/v1/edit-order-address" satisfies Route;
export const orderConfirmReceipt = "POST /api/v1/confirm-receipt" satisfies Route;
export const orderComplete = "POST /api/v1/complete-order" satisfies Route;
export const orderList = "GET /api/v1/orders" satisfies Route;
export const orderDetail = "GET /api/v1/orders-detail" satisfies Route;
export const orderCounts = "GET /api/v1/get-my-order" satisfies Route;
export const orderShip = "GET /api/v1/get-my-ship-order" satisfies Route;
export const orderIsPay = "GET /api/v1/get-my-is-pay-order" satisfies Route;
export const orderNotPay = "GET /api/v1/get-my-not-pay-order" satisfies Route;
export const orderNoPay = "GET /api/v1/get-my-no-pay-order" satisfies Route;
export const orderPay = "GET /api/v1/get-my-pay-order" satisfies Route;
export const orderSkus = "GET /api/v1/get-my-order-skus" satisfies Route;
export const orderInvoiceTitles = "GET /api/v1/invoice-titles" satisfies Route;
export const orderInvoiceFile = "GET /api/v1/order-invoice" satisfies Route;
