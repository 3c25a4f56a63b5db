// Handing a created payment to whatever pays it: a URL to open (the sandbox or a provider's cashier),
// or the messaging app's / the wallet's in-app bridge. Resolves when the bridge has answered (the result
// screen then asks the server, which only trusts the provider's report).
"use client";

import { localePath } from "@/lib/client/locale-path";
import type { PayAction } from "@/lib/client/payment";

type BridgeWindow = Window & {
  WeixinJSBridge?: { invoke: (name: string, params: Record<string, string>, cb: (res: unknown) => void) => void };
  AlipayJSBridge?: { call: (name: string, params: Record<string, string>, cb: (res: unknown) => void) => void };
  wx?: { miniProgram?: { navigateTo: (options: { url: string }) => void } };
};

export class BridgeMissingError extends Error {}

export function runPayAction(action: PayAction): Promise<"navigated" | "returned"> {
  const w = window as BridgeWindow;
  switch (action.kind) {
    case "redirect": {
      // Our own pages (the sandbox cashier) keep the interface language.
      window.location.assign(action.url.startsWith("/") ? localePath(action.url) : action.url);
      return Promise.resolve("navigated");
    }
    case "jsapi":
      if (!w.WeixinJSBridge) return Promise.reject(new BridgeMissingError("WeixinJSBridge"));
      return new Promise((resolve) =>
        w.WeixinJSBridge?.invoke("getBrandWCPayRequest", action.params, () => resolve("returned")),
      );
    case "sdk":
      if (!w.AlipayJSBridge) return Promise.reject(new BridgeMissingError("AlipayJSBridge"));
      return new Promise((resolve) =>
        w.AlipayJSBridge?.call("tradePay", { orderStr: action.orderString }, () => resolve("returned")),
      );
    case "mini": {
      // Mini-program pay runs in the mini-program's own page, which takes the signed parameters.
      const navigate = w.wx?.miniProgram?.navigateTo;
      if (!navigate) return Promise.reject(new BridgeMissingError("wx.miniProgram"));
      navigate({ url: `/pages/pay/pay?${new URLSearchParams(action.params)}` });
      return Promise.resolve("navigated");
    }
  }
}
