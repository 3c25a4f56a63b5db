// Where a notice message goes beyond the message centre (docs/decisions/046-notices.md): an SMS through
// the shop's SMS gateway, and the mini-program's subscribe message through the messaging app's server
// API. Each has a sandbox, used when no provider is configured (SMS_PROVIDER=log, WECHAT_PROVIDER=sandbox,
// as for login codes and the share feature): it records the request it would have made (PushSandbox)
// instead of sending it, so the demo and the tests see what a shopper would get.
//
// A send either resolves (the provider took it), or throws a PushFailure: `permanent` when trying again
// cannot help (the shopper's consent is gone, the number refused), else the sender tries again later.
import { writeTransaction } from "@/lib/db";
import { smsEnv, wechatLoginEnv } from "@/lib/env";
import { pushStatus, type PushChannel } from "@/lib/domain/notices";
import { forgettable } from "@/lib/process-caches";
import { assertSandboxAllowed } from "../platform/sandbox-policy";
import { accessToken, dropAccessToken } from "../share/credentials";
import {
  officialWechatServerApi,
  sandboxWechatServerApi,
  AccessTokenRejected,
  type WechatServerApi,
} from "../share/wechat-api";

export class PushFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "PushFailure";
  }
}

/**
 * One push as a provider gets it: the push's id (an idempotency key where the provider has one) and
 * the attempt its sender claimed it for.
 */
export type SmsPush = { id: number; attempts: number; phone: string; text: string };
export type MiniPush = {
  id: number;
  attempts: number;
  openId: string;
  templateId: string;
  page: string;
  data: Record<string, { value: string }>;
};

export interface PushProviders {
  sms(push: SmsPush): Promise<void>;
  mini(push: MiniPush): Promise<void>;
}

/**
 * The sandbox's send: the record of it and the push marked sent, in one transaction, only while the
 * sender's claim stands — as a provider that drops a repeated id would make a repeat harmless. So a
 * process killed between the two, in the tests that kill one, cannot make a record twice.
 */
async function record(
  channel: PushChannel,
  recipient: string,
  push: { id: number; attempts: number },
  body: unknown,
): Promise<void> {
  assertSandboxAllowed();
  await writeTransaction(async (tx) => {
    const sent = await tx.messagePush.updateMany({
      where: { id: push.id, status: pushStatus.PENDING, attempts: push.attempts },
      data: { status: pushStatus.SENT, sentAt: new Date(), lastError: "" },
    });
    if (sent.count === 1)
      await tx.pushSandbox.create({ data: { channel, recipient, pushId: push.id, body: JSON.stringify(body) } });
  });
}

const TIMEOUT_MS = 10_000;

/** The SMS gateway's relay (SMS_PROVIDER=http): the text with the push's id, which a gateway may dedupe on. */
async function httpSms(url: string, token: string | undefined, push: SmsPush): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ phone: push.phone, text: push.text, template: "notice", id: `push-${push.id}` }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PushFailure(`SMS gateway unreachable: ${String(error)}`, false);
  }
  // A 4xx other than throttling is the request's own fault (a number the gateway refuses): no retry.
  if (!res.ok) throw new PushFailure(`SMS gateway answered ${res.status}`, res.status < 500 && res.status !== 429);
}

// The subscribe message's answers (errcode): 43101 the shopper has no standing acceptance of the
// template; 40003 an open id not of this app; 47003 data not as the template has it.
const MINI_PERMANENT = new Set([43101, 40003, 47003, 40037]);
const TOKEN_REJECTED = new Set([40001, 40014, 42001]);

/** The mini-program's app: its access token is fetched once and shared by every process (share/credentials.ts). */
function miniApi(): { api: WechatServerApi; base: string } | null {
  const config = wechatLoginEnv();
  if (config.WECHAT_PROVIDER === "sandbox") return null;
  if (!config.WECHAT_MINI_APP_ID || !config.WECHAT_MINI_APP_SECRET)
    throw new PushFailure("WECHAT_PROVIDER=wechat needs WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET", false);
  return {
    api: officialWechatServerApi({
      appId: config.WECHAT_MINI_APP_ID,
      secret: config.WECHAT_MINI_APP_SECRET,
      apiBase: config.WECHAT_API_BASE,
    }),
    base: config.WECHAT_API_BASE,
  };
}

async function sendSubscribe(base: string, token: string, push: MiniPush): Promise<void> {
  let answer: { errcode?: number; errmsg?: string };
  try {
    const res = await fetch(`${base}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ touser: push.openId, template_id: push.templateId, page: push.page, data: push.data }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    answer = (await res.json()) as typeof answer;
  } catch (error) {
    throw new PushFailure(`subscribe message: ${String(error)}`, false);
  }
  const code = answer.errcode ?? 0;
  if (code === 0) return;
  if (TOKEN_REJECTED.has(code)) throw new AccessTokenRejected(code);
  throw new PushFailure(`subscribe message: errcode ${code} ${answer.errmsg ?? ""}`.trim(), MINI_PERMANENT.has(code));
}

export const configuredPushProviders: PushProviders = {
  async sms(push) {
    const config = smsEnv();
    if (config.SMS_PROVIDER === "http") {
      if (!config.SMS_HTTP_URL) throw new PushFailure("SMS_PROVIDER=http needs SMS_HTTP_URL", false);
      return httpSms(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN, push);
    }
    await record("sms", push.phone, push, { phone: push.phone, text: push.text });
  },
  async mini(push) {
    const official = miniApi();
    if (!official) {
      // The sandbox's token, from the same shared row the share feature uses: what a real send needs.
      await accessToken(sandboxWechatServerApi);
      await record("mini", push.openId, push, {
        touser: push.openId,
        template_id: push.templateId,
        page: push.page,
        data: push.data,
      });
      return;
    }
    const token = await accessToken(official.api);
    try {
      await sendSubscribe(official.base, token, push);
    } catch (error) {
      if (!(error instanceof AccessTokenRejected)) throw error;
      // The token stopped working before its time: marked expired (unless replaced), once more with a new one.
      await dropAccessToken(official.api, token);
      await sendSubscribe(official.base, await accessToken(official.api), push).catch((again: unknown) => {
        if (again instanceof AccessTokenRejected) throw new PushFailure(again.message, false);
        throw again;
      });
    }
  },
};

/** Which providers carry pushes as configured (the console shows it: a sandbox records instead of sending). */
export function pushProviderNames(): { sms: "sandbox" | "http"; mini: "sandbox" | "wechat" } {
  return {
    sms: smsEnv().SMS_PROVIDER === "http" ? "http" : "sandbox",
    mini: wechatLoginEnv().WECHAT_PROVIDER === "wechat" ? "wechat" : "sandbox",
  };
}

let override: PushProviders | undefined;

/** Tests swap the providers (a failing gateway). */
export function setPushProviders(providers: PushProviders | undefined): void {
  override = providers;
}

forgettable("notice-push-providers", () => {
  override = undefined;
});

export function pushProviders(): PushProviders {
  return override ?? configuredPushProviders;
}
