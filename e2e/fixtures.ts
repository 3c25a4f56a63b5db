// Shared Playwright fixtures. `shopper` is a fresh user created straight in the e2e server's database
// with a minted token (no password typed in every test); `shopper.login(page)` stores the session the
// way the app does, before any page script runs.
import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { SignJWT } from "jose";
import { test as base, expect, type Page } from "@playwright/test";

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

export const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({}, provide) => {
    await provide(await createShopper());
  },
});

export { expect };
