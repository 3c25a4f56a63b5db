// What the back office shows of the payment channels: per provider, whether its keys are configured,
// the offline sandbox serves its channels, or nothing does; how it is configured (its mode) and whether
// it is ready (credentials parse, certificates valid: providers/readiness.ts). Only the state: never a
// key, secret or id.
import { paymentReadiness, type ProviderReadiness } from "./providers/readiness";
import { sandboxAllowed } from "../platform/sandbox-policy";

const providerChannels = {
  wechat: ["wechat-jsapi", "wechat-h5", "wechat-mini", "wechat-native"],
  alipay: ["alipay-app", "alipay-wap"],
  icbc: ["bank-h5", "bank-alipay-h5", "bank-wx-ali"],
} as const;

export type ChannelStatus = {
  provider: keyof typeof providerChannels;
  status: "configured" | "sandbox" | "off";
  channels: string[];
  mode: string | null;
  readiness: ProviderReadiness["state"];
  field: string | null;
  expiresAt: string | null;
};

export function paymentChannelStatus(now: Date = new Date()): ChannelStatus[] {
  const sandbox = sandboxAllowed();
  return paymentReadiness(now).map(({ provider, state, mode, field, expiresAt }) => ({
    provider,
    status: state !== "not_configured" ? "configured" : sandbox ? "sandbox" : "off",
    channels: [...providerChannels[provider]],
    mode,
    readiness: state,
    field,
    expiresAt,
  }));
}
