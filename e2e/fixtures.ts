// Shared Playwright fixtures. `shopper` is a fresh user created straight in the e2e server's database
// with a minted token (no password typed in every test); `shopper.login(page)` stores the session the
// way the app does, before any page script runs. `browserErrors` (automatic, in every test of every spec)
// fails a test on any console error, uncaught page error or failed request it did not declare.
import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { SignJWT } from "jose";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export type Shopper = { id: number; username: string; token: string; login: (page: Page) => Promise<void> };

export function e2eDatabase(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR not set (playwright.config.ts sets it)");
  const db = new Database(path.join(dir, "e2e.db"));
  db.pragma("busy_timeout = 10000");
  return db;
}

export async function mintToken(userId: number, version = 0): Promise<string> {
  const secret = new TextEncoder().encode(process.env.E2E_JWT_SECRET);
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer("the-mall")
    .setIssuedAt()
    .setExpirationTime("2h")
    .sign(secret);
}

/**
 * A fresh shopper. By default the new-user coupon offer counts as already answered, so its popup does
 * not cover the screens other specs test; pass `newUserOffer: true` to get a brand-new shopper.
 */
export async function createShopper(overrides: { points?: number; newUserOffer?: boolean } = {}): Promise<Shopper> {
  const db = e2eDatabase();
  const username = `e2e_${crypto.randomBytes(5).toString("hex")}`;
  // The format Prisma's SQLite adapter writes.
  const now = new Date().toISOString().replace("Z", "+00:00");
  const { lastInsertRowid } = db
    .prepare(
      "INSERT INTO User (username, nickname, avatar, points, tokenVersion, newUserCouponAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, 0, ?, ?, ?)",
    )
    .run(
      username,
      "E2E 顾客",
      "/media/avatar/default.svg",
      overrides.points ?? 0,
      overrides.newUserOffer ? null : now,
      now,
      now,
    );
  db.close();
  const id = Number(lastInsertRowid);
  const token = await mintToken(id);
  return {
    id,
    username,
    token,
    login: async (page: Page) => {
      await page.addInitScript(
        ([session]) => window.localStorage.setItem("session", session),
        [JSON.stringify({ id, token, token_expires_in: Date.now() + 2 * 3600 * 1000 })],
      );
    },
  };
}

/**
 * What the browser reported that monitoring would count: console errors, uncaught page errors, answers
 * of 400 and above and requests that failed on the wire, from every page of every context the test opens
 * (the default one and those it makes with `browser.newContext`). A test fails on any it did not
 * declare; a test that provokes one on purpose (a 409 it checks, a route it aborts) declares it with
 * `browserErrors.allowFailedRequest(...)` or `browserErrors.allowConsoleError(...)` first.
 */
export type BrowserErrors = {
  /** Answers of `url` (a pattern of the full URL, or a path) with `status` (any of 400 and above when omitted) are expected. */
  allowFailedRequest: (url: RegExp | string, status?: number | readonly number[]) => void;
  /** Console errors and uncaught page errors whose text matches are expected. */
  allowConsoleError: (text: RegExp) => void;
};

type Seen = {
  kind: "console" | "pageerror" | "response" | "requestfailed";
  text: string;
  url: string;
  status?: number;
};

// The browser cancels what a page no longer needs (a navigation away, an unmounted image, the router's
// prefetch): no server answered with an error and no shopper saw one, so monitoring does not count it.
const CANCELLED = /net::ERR_ABORTED|NS_BINDING_ABORTED/;
// Chromium's line for every failed request repeats what the response and requestfailed listeners
// already saw (and judged).
const FAILED_RESOURCE = /^Failed to load resource: /;

function urlMatches(pattern: RegExp | string, url: string): boolean {
  if (typeof pattern !== "string") return pattern.test(url);
  const { pathname, search } = new URL(url);
  return pattern === url || pattern === pathname || pattern === pathname + search;
}

function watchBrowserErrors(context: BrowserContext, seen: Seen[]): void {
  context.on("console", (message) => {
    if (message.type() !== "error" || FAILED_RESOURCE.test(message.text())) return;
    seen.push({ kind: "console", text: message.text(), url: message.location().url });
  });
  context.on("weberror", (error) =>
    seen.push({
      kind: "pageerror",
      text: String(error.error().stack ?? error.error()),
      url: error.page()?.url() ?? "",
    }),
  );
  context.on("response", (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    seen.push({
      kind: "response",
      text: `${request.method()} ${response.status()}`,
      url: response.url(),
      status: response.status(),
    });
  });
  context.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed";
    if (CANCELLED.test(failure)) return;
    seen.push({ kind: "requestfailed", text: `${request.method()} ${failure}`, url: request.url() });
  });
}

function describe(seen: Seen): string {
  return `${seen.kind}: ${seen.text}${seen.url ? ` (${seen.url})` : ""}`;
}

export const test = base.extend<{ shopper: Shopper; browserErrors: BrowserErrors }>({
  shopper: async ({}, provide) => {
    await provide(await createShopper());
  },
  // Automatic, so it is set up before the default context (it sees that context's creation too).
  browserErrors: [
    async ({ browser }, provide) => {
      const seen: Seen[] = [];
      const requests: { url: RegExp | string; status?: number | readonly number[] }[] = [];
      const messages: RegExp[] = [];
      const watch = (context: BrowserContext) => watchBrowserErrors(context, seen);
      browser.on("context", watch);
      try {
        await provide({
          allowFailedRequest: (url, status) => requests.push({ url, status }),
          allowConsoleError: (text) => messages.push(text),
        });
      } finally {
        browser.off("context", watch);
      }
      const expected = (s: Seen) =>
        s.kind === "console" || s.kind === "pageerror"
          ? messages.some((m) => m.test(s.text))
          : requests.some(
              (r) =>
                urlMatches(r.url, s.url) &&
                (r.status === undefined ||
                  (s.status !== undefined &&
                    (typeof r.status === "number" ? [r.status] : r.status).includes(s.status))),
            );
      const unexpected = seen.filter((s) => !expected(s));
      if (unexpected.length) {
        throw new Error(
          `The browser reported ${unexpected.length} error(s) this test did not declare ` +
            `(browserErrors.allowFailedRequest / allowConsoleError):\n${unexpected.map(describe).join("\n")}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect };
