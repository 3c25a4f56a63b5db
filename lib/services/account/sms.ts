// One-time SMS codes for phone login: sent through a provider, stored only as a keyed hash, valid for
// 5 minutes, at most 5 guesses, single use, and a newer code replaces the older ones. Sending is
// limited to one per phone per 60 s, 10 per phone per day and a budget per address (SMS pumping).
// Phones are E.164 of the four regions (lib/phone): the limits and codes are keyed by that one form,
// so "13812345678" and "+86 138 1234 5678" share them.
//
// Providers (SMS_PROVIDER): "log" (default, offline) writes the code to the server log; "http" posts
// { phone, code, template } as JSON to SMS_HTTP_URL with SMS_HTTP_TOKEN as a bearer token — the
// shape of most SMS gateways' relay services. In test mode (MALL_TEST_MODE=1) the last code per
// phone is also kept in memory for GET /api/v1/test/sms-code.
import crypto from "node:crypto";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { env, smsEnv } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import { consumeRateLimit, rateLimitedError } from "../platform/rate-limit";
import { shopDay } from "@/lib/format/date";
import { formatPhone } from "@/lib/phone";
import { mobileOrThrow } from "./phone";
import { forgettable } from "@/lib/process-caches";

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;
const SMS_PER_ADDRESS_PER_HOUR = 30;

export type SmsPurpose = "login";

export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string, purpose: SmsPurpose): Promise<void>;
}

const maskPhone = (phone: string) => formatPhone(phone, { mask: true });

export const logSmsProvider: SmsProvider = {
  name: "log",
  async send(phone, code, purpose) {
    console.info(`[sms] ${purpose} code for ${maskPhone(phone)}: ${code} (valid ${SMS_CODE_TTL_SECONDS / 60} min)`);
  },
};

export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    name: "http",
    async send(phone, code, purpose) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, code, template: purpose }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

let override: SmsProvider | undefined;

/** Tests swap the provider (e.g. to a failing one). */
export function setSmsProvider(provider: SmsProvider | undefined): void {
  override = provider;
}

function smsProvider(): SmsProvider {
  if (override) return override;
  const config = smsEnv();
  if (config.SMS_PROVIDER === "http") {
    if (!config.SMS_HTTP_URL) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL");
    return httpSmsProvider(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN);
  }
  return logSmsProvider;
}

// Kept on globalThis: Next bundles each route separately, and the test read path is another route.
const testCodes = ((globalThis as unknown as { mallTestSmsCodes?: Map<string, string> }).mallTestSmsCodes ??=
  new Map());

export const isTestMode = () => env().MALL_TEST_MODE === "1";

forgettable("sms", () => {
  override = undefined;
  testCodes.clear();
});

/** The last code sent to a phone — only in test mode; null otherwise. */
export function lastTestSmsCode(phone: string): string | null {
  return isTestMode() ? (testCodes.get(phone) ?? null) : null;
}

/** Keyed with the server secret: a leaked table does not give away the codes (only 10^6 of them). */
function hashCode(phone: string, code: string): string {
  return crypto.createHmac("sha256", env().JWT_SECRET).update(`sms:${phone}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Seconds until the end of the shop's calendar day (UTC+8), for the daily limit's window. */
function secondsToShopMidnight(now: Date): number {
  const shifted = new Date(now.getTime() + 8 * 3600 * 1000);
  const nextMidnight =
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + 1) - 8 * 3600 * 1000;
  return Math.max(1, Math.ceil((nextMidnight - now.getTime()) / 1000));
}

export async function sendSmsCode(input: string, address: string, purpose: SmsPurpose = "login", now = new Date()) {
  const phone = mobileOrThrow(input);
  const cooldown = await consumeRateLimit(
    { key: `sms:cooldown:${phone}`, limit: 1, windowSeconds: SMS_RESEND_SECONDS },
    now,
  );
  if (!cooldown.allowed) throw rateLimitedError("SMS_COOLDOWN", cooldown);
  const daily = await consumeRateLimit(
    { key: `sms:day:${shopDay(now)}:${phone}`, limit: SMS_DAILY_LIMIT, windowSeconds: secondsToShopMidnight(now) },
    now,
  );
  if (!daily.allowed) throw rateLimitedError("SMS_DAILY_LIMIT", daily);
  const perAddress = await consumeRateLimit(
    { key: `sms:addr:${address}`, limit: SMS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    now,
  );
  if (!perAddress.allowed) throw rateLimitedError("RATE_LIMITED", perAddress);

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await dbReady();
  // A new code replaces the older ones: only the latest can be used.
  // One transaction; PrismaPromises are lazy, so the steps run in order as they are awaited.
  await writeTransaction(async (tx) => {
    for (const step of [
      tx.smsCode.updateMany({ where: { phone, purpose, consumedAt: null }, data: { consumedAt: now } }),
      tx.smsCode.create({
        data: {
          phone,
          purpose,
          codeHash: hashCode(phone, code),
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        },
      }),
    ])
      await step;
  });
  if (isTestMode()) testCodes.set(phone, code);
  try {
    await smsProvider().send(phone, code, purpose);
  } catch (error) {
    console.error("[sms] provider failed", error);
    throw new ApiError("INTERNAL", { key: "SMS_SEND_FAILED" });
  }
  return { ok: true, cooldown: SMS_RESEND_SECONDS, expiresIn: SMS_CODE_TTL_SECONDS };
}

/**
 * Checks and uses up a code. The guess is counted before it is compared (a conditional increment),
 * and the code is consumed by a conditional update, so parallel requests cannot use one code twice
 * or exceed the guess limit.
 */
export async function verifySmsCode(
  phone: string,
  code: string,
  purpose: SmsPurpose = "login",
  now = new Date(),
): Promise<void> {
  await dbReady();
  const latest = await db.smsCode.findFirst({
    where: { phone, purpose, consumedAt: null, expiresAt: { gt: now } },
    orderBy: { id: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!latest) throw new ApiError("BAD_REQUEST", { key: "CODE_INVALID" });
  const counted = await db.smsCode.updateMany({
    where: { id: latest.id, consumedAt: null, attempts: { lt: SMS_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw new ApiError("RATE_LIMITED", { key: "CODE_TOO_MANY_ATTEMPTS" });
  if (!sameHash(latest.codeHash, hashCode(phone, code))) throw new ApiError("BAD_REQUEST", { key: "CODE_INVALID" });
  const used = await db.smsCode.updateMany({ where: { id: latest.id, consumedAt: null }, data: { consumedAt: now } });
  if (used.count === 0) throw new ApiError("BAD_REQUEST", { key: "CODE_INVALID" });
}
