// The messaging app's access token and JS-SDK ticket, fetched once and shared by every process of the
// deployment through the database (ProviderCredential, one row each with its expiry) until they
// expire. The provider limits how often either may be fetched per day, and a process that fetched its
// own would waste them; so a row is refreshed by one process at a time, under a lease (one
// conditional statement, lib/services/platform/lease.ts), and every other process uses the row:
//   - more than REFRESH_AHEAD_MS left: used as it is, no provider call;
//   - less: one process (the lease holder) fetches the next one while the others keep using this one;
//   - expired (less than USABLE_MARGIN_MS left): callers wait for the holder's new row, polling it.
// The holder reads the row again once it holds the lease, so a process that saw the old row just
// before another wrote the new one does not fetch a second time. Each call asks for the lease as a
// holder of its own, so two calls of one process contend like two processes do.
import crypto from "node:crypto";
import { db, dbReady } from "@/lib/db";
import { shareCredentialWaitMs } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import { acquireLease, leaseHeld, releaseLease } from "../platform/lease";
import { AccessTokenRejected, type FetchedCredential, type WechatServerApi } from "./wechat-api";

/** Refresh this long before the expiry, while the current one is still handed out. */
export const REFRESH_AHEAD_MS = 10 * 60_000;
/** Never hand out a credential closer than this to its expiry: a page signed with it must still verify. */
export const USABLE_MARGIN_MS = 60_000;
/** How long a refreshing process holds the lease: longer than its fetches (two of 10 s at most). */
const LEASE_MS = 30_000;
const POLL_MS = 100;

type Row = { value: string; expiresAt: Date };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readRow(name: string): Promise<Row | null> {
  return db.providerCredential.findUnique({ where: { name }, select: { value: true, expiresAt: true } });
}

const unavailable = () =>
  new ApiError("SERVICE_UNAVAILABLE", { key: "SHARE_UNAVAILABLE", headers: { "retry-after": "5" } });

const leftMs = (row: Row | null, now: number) => (row ? row.expiresAt.getTime() - now : -Infinity);

/**
 * The credential `name`: the shared row while it is fresh, else fetched by exactly one process of
 * all asking (the others keep using the current one or wait for the new one).
 */
async function sharedCredential(name: string, fetch: () => Promise<FetchedCredential>): Promise<string> {
  await dbReady();
  // How long a caller waits for another process's refresh before answering 503 (12 s unless set).
  const deadline = Date.now() + shareCredentialWaitMs();
  for (;;) {
    const row = await readRow(name);
    if (leftMs(row, Date.now()) > REFRESH_AHEAD_MS) return row!.value;
    const usable = leftMs(row, Date.now()) > USABLE_MARGIN_MS ? row : null;
    const lease = `credential:${name}`;
    const holder = `credential:${crypto.randomUUID()}`;
    // While another holds the lease, waiting is reading; the lease is asked for once it looks free.
    if (!(await leaseHeld(lease)) && (await acquireLease(lease, LEASE_MS, holder))) {
      try {
        const current = await readRow(name);
        if (leftMs(current, Date.now()) > REFRESH_AHEAD_MS) return current!.value;
        let fetched: FetchedCredential;
        try {
          fetched = await fetch();
        } catch (error) {
          // The provider failed: the current one serves while it lasts, and the next caller tries again.
          if (usable) {
            console.warn(`[share] refreshing ${name} failed; the current one serves until it expires`, error);
            return usable.value;
          }
          if (error instanceof ApiError) throw error;
          // Not a bug of ours: the messaging app is unreachable or refuses (a wrong secret, a quota).
          console.warn(`[share] fetching ${name} failed`, error);
          throw unavailable();
        }
        const expiresAt = new Date(Date.now() + fetched.expiresInSeconds * 1000);
        await db.providerCredential.upsert({
          where: { name },
          create: { name, value: fetched.value, expiresAt },
          update: { value: fetched.value, expiresAt },
        });
        return fetched.value;
      } finally {
        await releaseLease(lease, holder);
      }
    }
    if (usable) return usable.value;
    if (Date.now() >= deadline) throw unavailable();
    await sleep(POLL_MS);
  }
}

const tokenName = (api: WechatServerApi) => `${api.name}:${api.appId}:access_token`;
const ticketName = (api: WechatServerApi) => `${api.name}:${api.appId}:jsapi_ticket`;

/** The app's access token, shared by every process until it expires. */
export function accessToken(api: WechatServerApi): Promise<string> {
  return sharedCredential(tokenName(api), () => api.fetchAccessToken());
}

/** Marks `token` expired (the provider rejected it), unless another process already replaced it. */
export async function dropAccessToken(api: WechatServerApi, token: string): Promise<void> {
  await db.providerCredential.updateMany({
    where: { name: tokenName(api), value: token },
    data: { expiresAt: new Date(0) },
  });
}

/** The JS-SDK ticket, shared by every process until it expires. */
export function jsapiTicket(api: WechatServerApi): Promise<string> {
  return sharedCredential(ticketName(api), async () => {
    const token = await accessToken(api);
    try {
      return await api.fetchJsapiTicket(token);
    } catch (error) {
      if (!(error instanceof AccessTokenRejected)) throw error;
      // The token stopped working before its time (the app's secret was reset, or another system took
      // a new one): once more with a new one.
      await dropAccessToken(api, token);
      return api.fetchJsapiTicket(await accessToken(api));
    }
  });
}
