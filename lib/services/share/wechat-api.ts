// Where the messaging app's server credentials come from: its server API (an access token for the
// official account's app, and with it the JS-SDK ticket), or the offline sandbox when no app is
// configured (WECHAT_PROVIDER=sandbox, the same switch as the messaging-app login: account/wechat.ts).
// Each call here is one fetch from the provider; lib/services/share/credentials.ts makes sure the
// processes of a deployment fetch each credential once between them and share it until it expires.
import crypto from "node:crypto";
import { wechatLoginEnv } from "@/lib/env";
import { assertSandboxAllowed } from "../platform/sandbox-policy";

/** A credential as the provider hands it out. */
export type FetchedCredential = { value: string; expiresInSeconds: number };

/** The provider no longer accepts this access token (expired early, or replaced): fetch a new one. */
export class AccessTokenRejected extends Error {
  constructor(readonly errcode: number) {
    super(`the access token was rejected (errcode ${errcode})`);
    this.name = "AccessTokenRejected";
  }
}

export interface WechatServerApi {
  readonly name: "sandbox" | "wechat";
  /** The official account's app id, which the page's wx.config names. */
  readonly appId: string;
  fetchAccessToken(): Promise<FetchedCredential>;
  fetchJsapiTicket(accessToken: string): Promise<FetchedCredential>;
}

/** The app id the sandbox's signatures name (no real app accepts them, as with the sandbox's payments). */
export const SANDBOX_APP_ID = "sandbox";
const SANDBOX_LIFETIME_SECONDS = 7200;

/** Stands in for the provider offline: a new random token and ticket per fetch, valid two hours like the real ones. */
export const sandboxWechatServerApi: WechatServerApi = {
  name: "sandbox",
  appId: SANDBOX_APP_ID,
  async fetchAccessToken() {
    assertSandboxAllowed();
    return {
      value: `sandbox_token_${crypto.randomBytes(16).toString("hex")}`,
      expiresInSeconds: SANDBOX_LIFETIME_SECONDS,
    };
  },
  async fetchJsapiTicket(accessToken) {
    assertSandboxAllowed();
    if (!accessToken.startsWith("sandbox_token_")) throw new AccessTokenRejected(40001);
    return {
      value: `sandbox_ticket_${crypto.randomBytes(16).toString("hex")}`,
      expiresInSeconds: SANDBOX_LIFETIME_SECONDS,
    };
  },
};

type ServerApiAnswer = {
  access_token?: string;
  ticket?: string;
  expires_in?: number;
  errcode?: number;
  errmsg?: string;
};

// "invalid credential", "invalid access_token", "access_token expired".
const TOKEN_REJECTED = new Set([40001, 40014, 42001]);
const TIMEOUT_MS = 10_000;

async function answerOf(res: Response, what: string): Promise<ServerApiAnswer> {
  if (!res.ok) throw new Error(`the messaging app answered ${res.status} to the ${what} request`);
  return (await res.json()) as ServerApiAnswer;
}

function lifetime(answer: ServerApiAnswer): number {
  const seconds = Number(answer.expires_in);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : SANDBOX_LIFETIME_SECONDS;
}

export function officialWechatServerApi(config: { appId: string; secret: string; apiBase: string }): WechatServerApi {
  return {
    name: "wechat",
    appId: config.appId,
    async fetchAccessToken() {
      // The stable token: asking again while it is valid answers the same token rather than replacing
      // it, so another system of the same app (an official-account back end) keeps working.
      const res = await fetch(`${config.apiBase}/cgi-bin/stable_token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "client_credential", appid: config.appId, secret: config.secret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = await answerOf(res, "access token");
      if (!answer.access_token)
        throw new Error(`no access token from the messaging app (errcode ${answer.errcode}: ${answer.errmsg})`);
      return { value: answer.access_token, expiresInSeconds: lifetime(answer) };
    },
    async fetchJsapiTicket(accessToken) {
      const query = new URLSearchParams({ access_token: accessToken, type: "jsapi" });
      const res = await fetch(`${config.apiBase}/cgi-bin/ticket/getticket?${query}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = await answerOf(res, "JS-SDK ticket");
      if (answer.errcode && TOKEN_REJECTED.has(answer.errcode)) throw new AccessTokenRejected(answer.errcode);
      if (!answer.ticket)
        throw new Error(`no JS-SDK ticket from the messaging app (errcode ${answer.errcode}: ${answer.errmsg})`);
      return { value: answer.ticket, expiresInSeconds: lifetime(answer) };
    },
  };
}

/** The configured source: the official account's app (WECHAT_PROVIDER=wechat), else the sandbox. */
export function wechatServerApi(): WechatServerApi {
  const config = wechatLoginEnv();
  if (config.WECHAT_PROVIDER === "sandbox") return sandboxWechatServerApi;
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET)
    throw new Error("WECHAT_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET");
  return officialWechatServerApi({
    appId: config.WECHAT_APP_ID,
    secret: config.WECHAT_APP_SECRET,
    apiBase: config.WECHAT_API_BASE,
  });
}
