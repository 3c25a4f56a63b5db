// Accessibility: an axe-core scan (WCAG 2.1 A/AA rules) of every screen — every clean URL of the
// legacy route table plus the tab screens and the screens only reached from inside the app — as a
// guest where the screen is public and as a logged-in shopper everywhere: no serious or critical
// violations. Also the tab bar: a labelled navigation landmark with the current tab marked.
import type { Page } from "@playwright/test";
import { legacyTarget, legacyRoutes } from "../lib/routes/legacy";
import { test, expect, createShopper, type Shopper } from "./fixtures";
import { addressBody, api, createE2eSku } from "./shop-fixtures";
import { axeScan, serious } from "./axe";

test.describe.configure({ mode: "parallel" });

// Screens a guest can use (the others redirect a guest to the login screen, scanned on its own).
const PUBLIC =
  /^\/(|category(\/\d+)?|goods(\/\d+)?|search|login(\/\w+)?|register|discount|activity|shop|boutique|recommend|new-product|imported-goods|service(\/list|\/\d+)?|webview|cart|me)$/;

type Ids = { goods: number; address: number; order: number; category: number; service: number };

/** Every screen's URL, from the legacy route table with real ids substituted. */
function screens(ids: Ids): string[] {
  const urls = new Set<string>();
  for (const key of Object.keys(legacyRoutes)) {
    const id = key.includes("goods")
      ? ids.goods
      : key.includes("address")
        ? ids.address
        : key.includes("category")
          ? ids.category
          : key.includes("service")
            ? ids.service
            : ids.order;
    for (const query of ["", `id=${id}`]) {
      const target = legacyTarget(key, query);
      if (target) urls.add(target.split("?")[0]);
    }
  }
  // Reached only from inside the app (payment flow), the mini-program (its login hand-over) or by a bad link.
  urls.add(`/orders/${ids.order}/pay`);
  urls.add("/login/mini");
  urls.add("/no-such-screen");
  return [...urls].sort();
}

let shopper: Shopper;
let ids: Ids;

test.beforeAll(async ({ request }) => {
  shopper = await createShopper();
  const sku = createE2eSku({ stock: 50 });
  const client = api(request, shopper.token);
  const address = await (await client.post("/api/v1/create-addresses", { ...addressBody, isDefault: true })).json();
  const order = await (
    await client.post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 1 })
  ).json();
  const categories = await (await request.get("/api/v1/category")).json();
  const services = await (await request.get("/api/v1/service-items")).json();
  const firstId = (v: unknown): number => {
    const list = (
      Array.isArray(v) ? v : ((v as { rows?: unknown[] }).rows ?? (v as { list?: unknown[] }).list ?? [])
    ) as { id: number; children?: unknown[] }[];
    return list[0]?.children?.length ? firstId(list[0].children) : (list[0]?.id ?? 1);
  };
  ids = {
    goods: sku.productId,
    address: address.id,
    order: order.id,
    category: firstId(categories),
    service: firstId(services),
  };
  expect(address.id && order.id, "fixtures created").toBeTruthy();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Let client components settle (skeletons replaced by content).
  await page.waitForTimeout(300);
}

/**
 * Every rule, colour contrast included, in one pass: no serious or critical violation. Contrast
 * failures are collected as colour pairs (below) instead, leaving out in the default colours the two
 * surfaces whose colours the specification fixes (they carry data-spec-colour).
 */
async function scan(page: Page, url: string, pairs: Pairs): Promise<string[]> {
  const result = await axeScan(page).analyze();
  const found = serious(result.violations);
  const contrast = found.filter((v) => v.id === "color-contrast");
  for (const v of contrast) {
    const nodes = [];
    for (const n of v.nodes) {
      const target = n.target.join(" ");
      const fixed = await page
        .evaluate((selector) => Boolean(document.querySelector(selector)?.closest("[data-spec-colour]")), target)
        .catch(() => false);
      if (!fixed) nodes.push(n);
    }
    addPairs(pairs, url, "no-preference", nodes);
  }
  return found
    .filter((v) => v.id !== "color-contrast")
    .map(
      (v) =>
        `${url} (landed on ${new URL(page.url()).pathname}): ${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

type Pairs = Record<string, string[]>;

type ContrastNode = { target: unknown[]; any: { data?: unknown }[] };

function addPairs(pairs: Pairs, url: string, contrast: string, nodes: ContrastNode[]) {
  for (const n of nodes) {
    const d = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const key = `${contrast}: ${d?.fgColor} on ${d?.bgColor} (${d?.contrastRatio}:1)`;
    pairs[key] = [...(pairs[key] ?? []), `${url} ${n.target.join(" ")}`];
  }
}

/**
 * Colour contrast with prefers-contrast: more, where the app darkens the spec's fixed colours and
 * nothing is left out (docs/decisions/006-colour-contrast.md). Switched in place: media features
 * apply without a reload.
 */
async function highContrastPairs(page: Page, url: string, pairs: Pairs) {
  await page.emulateMedia({ contrast: "more" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const result = await axeScan(page).withRules(["color-contrast"]).analyze();
  for (const v of serious(result.violations)) addPairs(pairs, url, "more", v.nodes);
  await page.emulateMedia({ contrast: "no-preference" });
}

const table = (pairs: Pairs) =>
  Object.entries(pairs)
    .sort((a, b) => b[1].length - a[1].length)
    .map(([k, v]) => `${String(v.length).padStart(4)} x ${k}  e.g. ${v[0]}`);

test("every screen is listed", () => {
  const all = screens({ goods: 1, address: 2, order: 3, category: 4, service: 5 });
  expect(all).toEqual(
    expect.arrayContaining(["/", "/category", "/cart", "/me", "/goods/1", "/orders/3", "/address/2/edit", "/login"]),
  );
  expect(all.length).toBeGreaterThan(35);
});

/**
 * Each screen is opened once per visitor kind and scanned there: every rule (colour contrast in the
 * default colours among them), then for the shopper colour contrast again with prefers-contrast: more.
 * The shopper's screens are split in two halves so both workers share them.
 */
const runs = [
  { mode: "guest", part: 0, parts: 1 },
  { mode: "shopper", part: 0, parts: 2 },
  { mode: "shopper", part: 1, parts: 2 },
] as const;

for (const { mode, part, parts } of runs) {
  test(`axe and colour contrast: every screen as ${mode}${parts > 1 ? ` (part ${part + 1} of ${parts})` : ""}`, async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(300_000);
    // The 404 screen is one of the screens scanned.
    browserErrors.allowFailedRequest("/no-such-screen", 404);
    if (mode === "shopper") await shopper.login(page);
    const all = screens(ids).filter((u) => mode === "shopper" || PUBLIC.test(u));
    const urls = all.filter((_, i) => i % parts === part);
    const failures: string[] = [];
    const pairs: Pairs = {};
    for (const url of urls) {
      await test.step(url, async () => {
        await open(page, url);
        failures.push(...(await scan(page, url, pairs)));
        if (mode === "shopper") await highContrastPairs(page, url, pairs);
      });
    }
    const contrast = table(pairs);
    console.log(
      `[a11y] ${mode}: ${urls.length} screens scanned, ${failures.length} violations, ${contrast.length} failing colour pairs`,
    );
    expect(failures, failures.join("\n\n")).toEqual([]);
    expect(contrast, `colour contrast failures by colour pair:\n${contrast.join("\n")}`).toEqual([]);
  });
}

test("the tab bar is a labelled navigation with the current tab marked", async ({ page }) => {
  for (const [url, index] of [
    ["/", 0],
    ["/category", 1],
    ["/cart", 2],
    ["/me", 3],
  ] as const) {
    await page.goto(url);
    const nav = page
      .getByRole("navigation")
      .filter({ has: page.locator("a[aria-current=page]") })
      .last();
    await expect(nav).toHaveAttribute("aria-label", /.+/);
    const current = nav.locator("a[aria-current=page]");
    await expect(current).toHaveCount(1);
    await expect(nav.getByRole("link").nth(index)).toHaveAttribute("aria-current", "page");
  }
});
