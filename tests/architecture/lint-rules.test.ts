// The ESLint rules of decision 027 refuse what they are for: a status number in a screen, the ground
// floor importing the app, a service importing the API layer, validation importing a service, lib
// importing a screen, and a shop path importing a console file. Linted as text under the file name
// whose rules apply, with the repository's own eslint.config.mjs.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: process.cwd(),
    ruleFilter: ({ ruleId }) => ruleId === "local/layers" || ruleId === "local/no-status-literal",
  });
}, 60_000);

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((m) => `${m.ruleId}@${m.line}`);
}

describe("no status number in a screen", () => {
  const file = "components/order/example.tsx";

  it("refuses the numbers the screens used to compare and link", async () => {
    const text = [
      "export const a = (o: { status: number }) => o.status === 500;",
      "export const b = (status: number) => 10 !== status;",
      "export const c = (o: { status: number }) => o.status >= 510;",
      'export const d = "/admin/orders?status=500";',
      "export const e = (s: number) => `/orders?status=${s}&x=1` + `?status=520`;",
      'export const f = ["0", "10", "500"];',
      "export const g = (o?: { status: number }) => { switch (o?.status) { case 0: return 1; default: return 2; } };",
    ].join("\n");
    expect(await problems(file, text)).toEqual([
      "local/no-status-literal@1",
      "local/no-status-literal@2",
      "local/no-status-literal@3",
      "local/no-status-literal@3",
      "local/no-status-literal@4",
      "local/no-status-literal@5",
      "local/no-status-literal@6",
      "local/no-status-literal@7",
    ]);
  }, 60_000);

  it("lets names, HTTP statuses and other numbers through", async () => {
    const text = [
      'import { canShip, orderStatus } from "@/lib/domain/order-status";',
      "export const a = (o: { status: number }) => canShip(o.status) || o.status === orderStatus.CLOSED;",
      "export const b = (e: { status: number }) => e.status === 404 || e.status === 409;",
      "export const c = (rows: unknown[]) => rows.length === 0 && 500 > rows.length;",
      "export const d = `/orders?status=${orderStatus.WAITING_TO_SHIP}`;",
    ].join("\n");
    expect(await problems(file, text)).toEqual([]);
  });
});

describe("folder arrows", () => {
  it("keeps the ground floor free of the app", async () => {
    const text = [
      'import { z } from "zod";',
      'import { orderStatus } from "./order-status";',
      'import { db } from "@/lib/db";',
      'import { translator } from "../i18n/messages";',
      'import { useState } from "react";',
      "export const all = [z, orderStatus, db, translator, useState];",
    ].join("\n");
    expect(await problems("lib/domain/example.ts", text)).toEqual([
      "local/layers@3",
      "local/layers@4",
      "local/layers@5",
    ]);
  });

  it("refuses the arrows that pointed upwards", async () => {
    expect(await problems("lib/services/cart/example.ts", 'export { ApiError } from "@/lib/api/errors";')).toEqual([
      "local/layers@1",
    ]);
    expect(await problems("lib/validation/example.ts", 'export { roles } from "@/lib/services/staff";')).toEqual([
      "local/layers@1",
    ]);
    expect(
      await problems("lib/client/example.ts", 'export type { ListLoaderState } from "@/components/ui/list-loader";'),
    ).toEqual(["local/layers@1"]);
    expect(
      await problems("lib/services/order/example.ts", 'export { paymentWindowMinutes } from "./settings-admin";'),
    ).toEqual(["local/layers@1"]);
    // The console's own files may read each other, and every layer reads the ground floor.
    expect(
      await problems("lib/services/order/settings-admin.ts", 'export { x } from "../catalogue/admin-text";'),
    ).toEqual([]);
    expect(
      await problems("lib/services/order/example.ts", 'export { orderStatus } from "@/lib/domain/order-status";'),
    ).toEqual([]);
  });
});

describe("the console's size and dates (issue 35)", () => {
  let console_: ESLint;
  beforeAll(() => {
    console_ = new ESLint({
      cwd: process.cwd(),
      ruleFilter: ({ ruleId }) => ruleId === "max-lines-per-function" || ruleId === "no-restricted-syntax",
    });
  }, 60_000);
  const lint = async (filePath: string, text: string) =>
    (await console_.lintText(text, { filePath }))[0].messages.map((m) => `${m.ruleId}@${m.line}`);

  it("refuses a function over 150 lines in components/admin", async () => {
    const body = Array.from({ length: 150 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const text = `export function Long() {\n${body}\n  return v0;\n}\n`;
    expect(await lint("components/admin/example.tsx", text)).toEqual(["max-lines-per-function@1"]);
    expect(await lint("components/order/example.tsx", text)).toEqual([]);
  });

  it("refuses a date input outside the shop-time one", async () => {
    const text = [
      'export const A = () => <input type="date" />;',
      'export const B = () => <input type="datetime-local" />;',
      'export const C = () => <input type="text" />;',
    ].join("\n");
    expect(await lint("components/admin/example.tsx", text)).toEqual([
      "no-restricted-syntax@1",
      "no-restricted-syntax@2",
    ]);
    expect(await lint("components/admin/shop-date-input.tsx", text)).toEqual([]);
  });

  it("refuses the shop's vocabulary re-declared: a list of the locales, yuan and cents by hand", async () => {
    const text = [
      'export const a = ["zh-Hans", "zh-Hant", "en", "ja"];',
      "export const b = (yuan: number) => Math.round(yuan * 100);",
      "export const c = (cents: number) => cents / 100;",
      'export const d = ["zh-Hans"]; export const e = (n: number) => n * 10;',
    ].join("\n");
    expect(await lint("components/admin/example.tsx", text)).toEqual([
      "no-restricted-syntax@1",
      "no-restricted-syntax@2",
      "no-restricted-syntax@3",
    ]);
  });
});

describe("links: the shop's and the console's own, never next/link itself", () => {
  let links: ESLint;
  beforeAll(() => {
    links = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports" });
  }, 60_000);
  const lint = async (filePath: string, text: string) =>
    (await links.lintText(text, { filePath }))[0].messages.map((m) => `${m.line}: ${m.message}`);
  const nextLink = 'import Link from "next/link";\nexport const A = () => <Link href="/x">x</Link>;\n';

  it("refuses next/link in a shop screen, a console screen and a console page", async () => {
    expect(await lint("components/order/example.tsx", nextLink)).toEqual([
      expect.stringContaining("@/lib/i18n/navigation"),
    ]);
    expect(await lint("app/[locale]/example/page.tsx", nextLink)).toEqual([
      expect.stringContaining("@/lib/i18n/navigation"),
    ]);
    for (const file of ["components/admin/example.tsx", "app/admin/(console)/example/page.tsx"])
      expect(await lint(file, nextLink)).toEqual([expect.stringContaining("@/components/admin/link")]);
  });

  it("lets the console's link wrap it, and the screens use the two links", async () => {
    expect(await lint("components/admin/link.tsx", nextLink)).toEqual([]);
    const console =
      'import { Link } from "@/components/admin/link";\nexport const A = () => <Link href="/admin">x</Link>;\n';
    expect(await lint("components/admin/example.tsx", console)).toEqual([]);
    const shop = 'import { Link } from "@/lib/i18n/navigation";\nexport const A = () => <Link href="/cart">x</Link>;\n';
    expect(await lint("components/cart/example.tsx", shop)).toEqual([]);
  });
});
