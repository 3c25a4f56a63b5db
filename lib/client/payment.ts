// Paying an order: the pay methods offered where the page runs, starting a payment with one, the
// order's payment state (the result screen), and the offline sandbox's cashier.
"use client";

import useSWR, { type SWRConfiguration } from "swr";
import { api, urlOf, type Result } from "./api";
import {
  paymentAlipayApp,
  paymentAlipayWap,
  paymentH5WechatPaySign,
  paymentMpayAliH5,
  paymentMpayH5,
  paymentMpayWxAli,
  paymentMpayWxJsOrderStates,
  paymentPayMethods,
  paymentSandboxCashier,
  paymentSandboxDecide,
  paymentWechatPaySign,
  paymentWxMiniPay,
} from "./routes/payment.generated";
import { useApi } from "./swr";

export type PayMethod = Result<typeof paymentPayMethods>["methods"][number];
export type CreatedPayment = Result<typeof paymentMpayH5>;
export type PayAction = NonNullable<CreatedPayment["action"]>;
export type OrderPaymentState = Result<typeof paymentMpayWxJsOrderStates>;

export const usePayMethods = () => useApi(paymentPayMethods, {});

// The routes that start a payment; each pay method names its endpoint's path.
const startRoutes = [
  paymentWechatPaySign,
  paymentH5WechatPaySign,
  paymentWxMiniPay,
  paymentAlipayApp,
  paymentAlipayWap,
  paymentMpayH5,
  paymentMpayAliH5,
  paymentMpayWxAli,
] as const;

/** Starts paying the order through `method`: what the client does next (or that it is paid already). */
export function startPayment(method: PayMethod, orderId: number): Promise<CreatedPayment> {
  const route = startRoutes.find((r) => urlOf(r, {}) === method.path);
  if (!route) return Promise.reject(new Error(`no pay endpoint at ${method.path}`));
  return api(route, { orderId });
}

/** The order's payment state, asking the provider about pending payments; `config` polls it. */
export const usePaymentState = (orderId: number, config: SWRConfiguration<OrderPaymentState>) =>
  useSWR<OrderPaymentState>(
    [urlOf(paymentMpayWxJsOrderStates, {}), orderId],
    () => api(paymentMpayWxJsOrderStates, { orderId }),
    config,
  );

/** The sandbox cashier's view of a payment, from its signed link. */
export const useSandboxCashier = (no: string, sig: string) => useApi(paymentSandboxCashier, { no, sig });

/** The shopper pays or cancels in the sandbox, which then notifies the shop. */
export const decideSandboxPayment = (no: string, sig: string, decision: "pay" | "cancel") =>
  api(paymentSandboxDecide, { no, sig, decision });
