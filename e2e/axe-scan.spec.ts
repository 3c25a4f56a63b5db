// The accessibility scanner itself (e2e/axe.ts): every accessibility test passes when it finds nothing,
// so this one proves it finds what is there — in the page, in a frame of the same origin, in a sandboxed
// frame and in a frame of another origin (the web view's external page) — and keeps to a part or a rule
// when asked. The pages are served by route handlers: no server state.
import { test, expect } from "./fixtures";
import { axeScan, serious } from "./axe";

const broken = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>inner</title><main><img src="data:,"><a href="/x"></a></main></html>`;

test("finds violations in the page and in every frame, and keeps to a part or a rule when asked", async ({ page }) => {
  await page.route("http://shop.test/**", (route) => {
    const url = new URL(route.request().url());
    const body =
      url.pathname === "/inner"
        ? broken("en")
        : `<!doctype html><html lang="en"><title>top</title>
           <main><h1>top</h1><p id="faint" style="color:#ddd;background:#fff">faint text</p><img id="bare" src="data:,">
           <iframe title="same" src="/inner"></iframe>
           <iframe title="sandboxed" sandbox="allow-scripts" src="/inner"></iframe>
           <iframe title="cross" src="http://other.test/inner"></iframe></main></html>`;
    return route.fulfill({ contentType: "text/html", body });
  });
  await page.route("http://other.test/**", (route) => route.fulfill({ contentType: "text/html", body: broken("ja") }));
  await page.goto("http://shop.test/");
  await expect.poll(() => page.frames().length).toBe(4);

  const targets = async (scan: ReturnType<typeof axeScan>, rule: string) =>
    serious((await scan.analyze()).violations)
      .filter((v) => v.id === rule)
      .flatMap((v) => v.nodes.map((n) => n.target.join(" > ")))
      .sort();

  expect(await targets(axeScan(page), "image-alt")).toEqual([
    "#bare",
    'iframe[title="cross"] > img',
    'iframe[title="same"] > img',
    'iframe[title="sandboxed"] > img',
  ]);
  expect(await targets(axeScan(page), "link-name")).toHaveLength(3);
  expect(await targets(axeScan(page), "color-contrast")).toEqual(["#faint"]);
  // A second scan of the same document (axe is already there) finds the same.
  expect(await targets(axeScan(page).withRules(["color-contrast"]), "color-contrast")).toEqual(["#faint"]);
  // Only the rules named.
  const only = (await axeScan(page).withRules(["color-contrast"]).analyze()).violations.map((v) => v.id);
  expect(only).toEqual(["color-contrast"]);
  // Only the part selected.
  expect(await targets(axeScan(page).include("#faint"), "image-alt")).toEqual([]);
  expect(await targets(axeScan(page).include("#bare"), "image-alt")).toEqual(["#bare"]);
});
