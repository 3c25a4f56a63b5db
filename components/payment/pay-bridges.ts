// Handing a created payment to whatever pays it: a URL to open (the sandbox or a provider's cashier),
// the messaging app's / the wallet's in-app bridge, or the mini-program's pay page. Resolves when the
// bridge has answered (the result screen then asks the server, which only trusts the provider's
// report), or "handed-over" when the mini-program's page covers this one: coming back, the
// mini-program opens the order's pay result itself.
"use client";

import { localePath } from "@/lib/client/locale-path";
import { openMiniProgramPay } from "@/lib/client/mini-program";
import type { PayAction } from "@/lib/client/payment";

type BridgeWindow = Window & {
  WeixinJSBridge?: { invoke: (name: string, params: Record<string, string>, cb: (res: unknown) => void) => void };
  AlipayJSBridge?: { call: (name: string, params: Record<string, string>, cb: (res: unknown) => void) => void };
};

export class BridgeMissingError extends Error {}

export async function runPayAction(
  action: PayAction,
  orderId: number,
): Promise<"navigated" | "returned" | "handed-over"> {
  const w = window as BridgeWindow;
  switch (action.kind) {
    case "redirect": {
      // Our own pages (the sandbox cashier) keep the interface language.
      window.location.assign(action.url.startsWith("/") ? localePath(action.url) : action.url);
      return "navigated";
    }
    case "jsapi":
      if (!w.WeixinJSBridge) throw new BridgeMissingError("WeixinJSBridge");
      return new Promise((resolve) =>
        w.WeixinJSBridge?.invoke("getBrandWCPayRequest", action.params, () => resolve("returned")),
      );
    case "sdk":
      if (!w.AlipayJSBridge) throw new BridgeMissingError("AlipayJSBridge");
      return new Promise((resolve) =>
        w.AlipayJSBridge?.call("tradePay", { orderStr: action.orderString }, () => resolve("returned")),
      );
    case "qr":
      // Native pay: the QR code page shows the code for the messaging app to scan and waits for the result.
      window.location.assign(localePath(`/orders/${orderId}/pay/qr?${new URLSearchParams({ code: action.codeUrl })}`));
      return "navigated";
    case "mini":
      // Mini-program pay runs in the mini-program's own page, which takes the signed parameters.
      if (!(await openMiniProgramPay(action.params, orderId))) throw new BridgeMissingError("wx.miniProgram");
      return "handed-over";
  }
}
