// Back-office helpers for the e2e specs: operators written into the e2e server's database (and one owner
// made by the operator CLI, for the spec whose subject that is), the console's login in the browser, and a
// phone-sized shopper page beside the operator's.
import crypto from "node:crypto";
import bcrypt from "bcryptjs";
import { Secret, TOTP } from "otpauth";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { e2eDatabase, type Shopper } from "./fixtures";
import { operatorCli } from "./shop-fixtures";

export const OWNER_PASSWORD = "e2e owner password 1";

export type Owner = { username: string; totp: () => string };

/**
 * An owner made with `npm run operator -- create` (password on stdin); its TOTP secret from the printed
 * URI. The CLI's start takes seconds of a core (tsx, the app's modules, bcrypt): only where the CLI is
 * the subject; elsewhere `createOwner` (the CLI itself is tested in tests/api/admin-audit.test.ts and
 * the README's commands).
 */
export function createOwnerWithCli(): Owner {
  const username = `owner_${crypto.randomBytes(4).toString("hex")}`;
  const out = operatorCli(["create", username, "--role", "owner"], `${OWNER_PASSWORD}\n`);
  const secret = /secret=([A-Z2-7]+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no otpauth URI in:\n${out}`);
  return { username, totp: () => new TOTP({ secret: Secret.fromBase32(secret) }).generate() };
}

/** An owner with its TOTP secret, written as the CLI stores one (insertOperator). */
export function createOwner(): Owner {
  const { username, totp } = insertOperator("owner", { totp: true });
  return { username, totp: totp! };
}

/** An operator of `role` without TOTP (any role but owner and finance), written as the CLI stores one. */
export function createOperator(role: string, password = OWNER_PASSWORD): { username: string; password: string } {
  return insertOperator(role, { password });
}

/**
 * An operator of `role` written straight into the e2e server's database, as `operator create` stores
 * one (lower-case name, bcrypt hash, roles as JSON), without the CLI's seconds of start-up: for specs
 * where making the operator is not the subject. With `totp` (owner and finance must have one), its
 * secret and a code generator.
 */
export function insertOperator(
  role: string,
  options: { totp?: boolean; password?: string } = {},
): { username: string; password: string; totp?: () => string } {
  const password = options.password ?? OWNER_PASSWORD;
  const username = `${role.slice(0, 4)}_${crypto.randomBytes(4).toString("hex")}`;
  const secret = options.totp ? new Secret({ size: 20 }) : null;
  const now = new Date().toISOString().replace("Z", "+00:00");
  const db = e2eDatabase();
  try {
    db.prepare(
      "INSERT INTO Operator (username, passwordHash, totpSecret, roles, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(username, bcrypt.hashSync(password, 4), secret?.base32 ?? null, JSON.stringify([role]), now, now);
  } finally {
    db.close();
  }
  return {
    username,
    password,
    ...(secret ? { totp: () => new TOTP({ secret }).generate() } : {}),
  };
}

export async function logIn(page: Page, owner: Owner) {
  await page.goto("/admin/login");
  await page.getByLabel("用户名").fill(owner.username);
  await page.getByLabel("密码").fill(OWNER_PASSWORD);
  await page.getByLabel("动态验证码").fill(owner.totp());
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A new operator of `role` (no TOTP) logged in to the console in English. */
export async function logInAs(page: Page, role: string) {
  const { username, password } = createOperator(role);
  await page
    .context()
    .addCookies([{ name: "mall_admin_locale", value: "en", url: `${test.info().project.use.baseURL}/admin` }]);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("admin-operator")).toContainText(username);
}

/** A phone-sized page of the shopper, logged in, in `locale` (the browser's language). */
export async function shopperPage(browser: Browser, shopper: Shopper, locale = "zh-CN") {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale, timezoneId: "Asia/Shanghai" });
  const page = await context.newPage();
  await shopper.login(page);
  return page;
}
