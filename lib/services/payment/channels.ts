// What the back office shows of the payment channels: per provider, whether its keys are configured,
// the offline sandbox serves its channels, or nothing does. Only the state: never a key, secret or id.
import { alipayConfig, icbcConfig, wechatConfig } from "./providers/config";
import { sandboxAllowed } from "../platform/sandbox-policy";

const providerChannels = {
  wechat: ["wechat-jsapi", "wechat-h5", "wechat-mini", "wechat-native"],
  alipay: ["alipay-app"],
  icbc: ["bank-h5", "bank-alipay-h5", "bank-wx-ali"],
} as const;

export type ChannelStatus = {
  provider: keyof typeof providerChannels;
  status: "configured" | "sandbox" | "off";
  channels: string[];
};

export function paymentChannelStatus(): ChannelStatus[] {
  const configured = { wechat: wechatConfig() !== null, alipay: alipayConfig() !== null, icbc: icbcConfig() !== null };
  const sandbox = sandboxAllowed();
  return (Object.keys(providerChannels) as (keyof typeof providerChannels)[]).map((provider) => ({
    provider,
    status: configured[provider] ? "configured" : sandbox ? "sandbox" : "off",
    channels: [...providerChannels[provider]],
  }));
}
