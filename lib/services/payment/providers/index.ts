// The providers behind the one interface, and which channel goes to which: a configured real provider
// serves its channels; anything unconfigured is served by the offline sandbox where it may run, and is
// off elsewhere (production without MALL_SANDBOX=1: not offered, refused if asked for). Which channels a
// shopper is offered depends on where the page runs (the environment kind from the user agent).
import type { EnvironmentKind } from "@/lib/auth/platform";
import { alipayConfig, icbcConfig, wechatConfig } from "./config";
import { ApiError } from "@/lib/domain/errors";
import { alipayProvider } from "./alipay";
import { icbcProvider } from "./icbc";
import { sandboxProvider } from "./sandbox";
import { assertSandboxAllowed, sandboxAllowed } from "../../platform/sandbox-policy";
import type { PayChannel, PaymentProvider, ProviderName } from "./types";
import { wechatProvider } from "./wechat";
import { wechatV3Provider } from "./wechat-v3";

export type { PayChannel, PaymentProvider, ProviderName } from "./types";

const channelProvider: Record<PayChannel, Exclude<ProviderName, "sandbox">> = {
  "wechat-jsapi": "wechat",
  "wechat-h5": "wechat",
  "wechat-mini": "wechat",
  "wechat-native": "wechat",
  "alipay-app": "alipay",
  "alipay-wap": "alipay",
  "bank-h5": "icbc",
  "bank-alipay-h5": "icbc",
  "bank-wx-ali": "icbc",
};

/** The API path that creates a payment for each channel (spec section 7, Payment). */
export const channelPaths: Record<PayChannel, `/api/v1/${string}`> = {
  "wechat-jsapi": "/api/v1/wechat-pay-sign",
  "wechat-h5": "/api/v1/h5-wechat-pay-sign",
  "wechat-mini": "/api/v1/wx-mini-pay",
  "wechat-native": "/api/v1/wechat-native-pay",
  "alipay-app": "/api/v1/alipay-app",
  "alipay-wap": "/api/v1/alipay-wap",
  "bank-h5": "/api/v1/mpay-h5",
  "bank-alipay-h5": "/api/v1/mpay-ali-h5",
  "bank-wx-ali": "/api/v1/mpay-wx-ali",
};

/** The provider by name, or null when it is not configured. */
export function providerByName(name: ProviderName): PaymentProvider | null {
  switch (name) {
    case "sandbox":
      // Off in a production server without MALL_SANDBOX=1 (lib/services/platform/sandbox-policy.ts).
      return sandboxAllowed() ? sandboxProvider : null;
    case "wechat": {
      const c = wechatConfig();
      if (!c) return null;
      return c.version === "v3" ? wechatV3Provider(c) : wechatProvider(c);
    }
    case "alipay": {
      const c = alipayConfig();
      return c ? alipayProvider(c) : null;
    }
    case "icbc": {
      const c = icbcConfig();
      return c ? icbcProvider(c) : null;
    }
  }
}

export function providerForChannel(channel: PayChannel): PaymentProvider {
  const real = providerByName(channelProvider[channel]);
  if (real) return real;
  // Off: no keys, and no sandbox on this server (production without MALL_SANDBOX=1). The pay page does
  // not offer it (offeredChannels); asked for anyway, it is a refusal in the shopper's words.
  if (!sandboxAllowed()) throw new ApiError("CONFLICT", { key: "PAYMENT_CHANNEL_OFF" });
  assertSandboxAllowed();
  return sandboxProvider;
}

/**
 * A channel a plain browser may be offered: its provider is configured, or the sandbox (the demo)
 * stands in for it, through the same interface — so the demo shows what a real deployment could offer.
 */
function available(channel: PayChannel): boolean {
  return providerByName(channelProvider[channel]) !== null || sandboxAllowed();
}

/**
 * Messaging-app pay inside the messaging app, wallet pay inside the wallet; in any other browser the
 * bank's, the wallet's and the messaging app's H5 pay, each where it is available — on a desktop
 * browser, where H5 pay is refused, the messaging app's Native pay (a QR code) when WeChat Pay API v3
 * is configured.
 */
export function offeredChannels(kind: EnvironmentKind, desktop = false): PayChannel[] {
  switch (kind) {
    case "wechat-web":
      return ["wechat-jsapi"];
    case "wechat-mini":
      return ["wechat-mini"];
    case "alipay-web":
    case "alipay-mini":
      return ["alipay-app"];
    default:
      const native = desktop && wechatConfig()?.version === "v3";
      return (["bank-h5", "alipay-wap", native ? "wechat-native" : "wechat-h5"] as const).filter(available);
  }
}
