// The console prefetches a screen when the operator reaches for its link (components/admin/link.tsx), not
// every link in view: a screen opened asks the server for no other screen, a link under the mouse is
// prefetched once, and a click on it opens the screen without asking for it again.
import type { Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { logInAs } from "./admin-fixtures";

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] !== undefined;

/** Waits until `seen` has not grown for a second (a prefetch is a request for the route's tree, then its segments). */
async function settled(seen: readonly unknown[]) {
  let length = -1;
  await expect
    .poll(
      () => {
        const quiet = seen.length === length;
        length = seen.length;
        return quiet;
      },
      { intervals: [1000], timeout: 15_000 },
    )
    .toBe(true);
}

test("a console screen prefetches nothing on sight; the link pointed at is prefetched, once, and opens from it", async ({
  page,
}) => {
  await logInAs(page, "service");
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/admin/orders");
  const menu = page.getByRole("navigation").first();
  const links = menu.getByRole("link");
  await expect(links.first()).toBeVisible();
  expect(await links.count(), "the service role's menu").toBeGreaterThan(2);
  await page.waitForLoadState("networkidle");
  await settled(prefetched);
  expect(prefetched, "prefetched on sight").toEqual([]);

  const link = menu.locator('a:not([aria-current="page"])[href^="/admin/"]').last();
  const href = (await link.getAttribute("href"))!;
  const first = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === href);
  await link.hover();
  await first;
  await settled(prefetched);
  // Next asks for a route's tree and its segments in requests of their own: all of them this link's.
  expect(new Set(prefetched), "prefetched: the link pointed at").toEqual(new Set([href]));
  const once = prefetched.length;
  await page.mouse.move(1400, 880);
  await link.hover();
  await link.focus();
  await settled(prefetched);
  expect(prefetched.length, "pointed at again: not asked for again").toBe(once);

  const before = prefetched.length;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replaceAll("/", "\\/")}$`));
  await expect(menu.locator(`a[href="${href}"]`)).toHaveAttribute("aria-current", "page");
  expect(prefetched.length, "opened from what was prefetched").toBe(before);
});
