// Messaging-app (WeChat) login behind a provider interface. The provider turns the code the app hands
// back after the shopper agreed into a stable open id; the web-page login and the mini-program login
// issue different open ids (User.openId / User.miniOpenId).
//
// WECHAT_PROVIDER=sandbox (default, offline): the confirm screen /login/wechat issues codes of the form
// "sandbox-<identity>", and the same identity always maps to the same open id. No real account can be
// reached through it: its open ids carry their own prefix.
// WECHAT_PROVIDER=wechat: the official OAuth endpoints, with WECHAT_APP_ID / WECHAT_APP_SECRET
// (official-account web pages) and WECHAT_MINI_APP_ID / WECHAT_MINI_APP_SECRET (mini-program).
import crypto from "node:crypto";
import { env, wechatLoginEnv } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import { assertSandboxAllowed } from "../platform/sandbox-policy";

export type WechatLoginKind = "web" | "mini";
export type WechatIdentity = { openId: string; nickname?: string; avatar?: string };

export interface WechatProvider {
  readonly name: "sandbox" | "wechat";
  /** The public app id the browser needs to start the web-page OAuth flow (none for the sandbox). */
  readonly webAppId?: string;
  exchangeCode(code: string, kind: WechatLoginKind): Promise<WechatIdentity>;
}

const SANDBOX_CODE = /^sandbox-([A-Za-z0-9_-]{6,64})$/;

export const sandboxWechatProvider: WechatProvider = {
  name: "sandbox",
  async exchangeCode(code, kind) {
    assertSandboxAllowed();
    const match = SANDBOX_CODE.exec(code);
    if (!match) throw new ApiError("BAD_REQUEST", { key: "SOCIAL_CODE_INVALID" });
    const digest = crypto
      .createHmac("sha256", env().JWT_SECRET)
      .update(`wechat-sandbox:${kind}:${match[1]}`)
      .digest("hex");
    return { openId: `sandbox_${kind}_${digest.slice(0, 28)}`, nickname: `wx_${digest.slice(0, 6)}` };
  },
};

type WechatApiAnswer = {
  openid?: string;
  access_token?: string;
  errcode?: number;
  errmsg?: string;
  nickname?: string;
  headimgurl?: string;
};

async function wechatGet(url: string): Promise<WechatApiAnswer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`WeChat answered ${res.status}`);
  return (await res.json()) as WechatApiAnswer;
}

export function officialWechatProvider(config: {
  appId: string;
  secret: string;
  miniAppId?: string;
  miniSecret?: string;
  /** The server API's address (WECHAT_API_BASE). */
  apiBase?: string;
}): WechatProvider {
  const base = config.apiBase ?? "https://api.weixin.qq.com";
  return {
    name: "wechat",
    webAppId: config.appId,
    async exchangeCode(code, kind) {
      const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
      if (kind === "mini") {
        if (!config.miniAppId || !config.miniSecret) throw new ApiError("BAD_REQUEST", { key: "SOCIAL_CODE_INVALID" });
        const session = await wechatGet(
          `${base}/sns/jscode2session?${q({ appid: config.miniAppId, secret: config.miniSecret, js_code: code, grant_type: "authorization_code" })}`,
        );
        if (!session.openid) throw new ApiError("BAD_REQUEST", { key: "SOCIAL_CODE_INVALID" });
        return { openId: session.openid };
      }
      const token = await wechatGet(
        `${base}/sns/oauth2/access_token?${q({ appid: config.appId, secret: config.secret, code, grant_type: "authorization_code" })}`,
      );
      if (!token.openid || !token.access_token) throw new ApiError("BAD_REQUEST", { key: "SOCIAL_CODE_INVALID" });
      // The profile is a nicety (snsapi_userinfo scope); the login works without it.
      const profile = await wechatGet(
        `${base}/sns/userinfo?${q({ access_token: token.access_token, openid: token.openid, lang: "zh_CN" })}`,
      ).catch(() => ({}) as WechatApiAnswer);
      return { openId: token.openid, nickname: profile.nickname, avatar: profile.headimgurl };
    },
  };
}

export function wechatProvider(): WechatProvider {
  const config = wechatLoginEnv();
  if (config.WECHAT_PROVIDER === "sandbox") return sandboxWechatProvider;
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET)
    throw new Error("WECHAT_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET");
  return officialWechatProvider({
    appId: config.WECHAT_APP_ID,
    secret: config.WECHAT_APP_SECRET,
    miniAppId: config.WECHAT_MINI_APP_ID,
    miniSecret: config.WECHAT_MINI_APP_SECRET,
    apiBase: config.WECHAT_API_BASE,
  });
}

/** What the login screens need to know: which provider, and the app id for the OAuth redirect. */
export function wechatClientConfig(): { provider: WechatProvider["name"]; appId: string | null } {
  const provider = wechatProvider();
  return { provider: provider.name, appId: provider.webAppId ?? null };
}
