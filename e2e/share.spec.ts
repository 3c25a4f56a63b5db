// Share cards and posters (issue 38 item 1, docs/decisions/034-share.md). Inside the messaging app's
// browser (its user agent, and a stub of the native bridge under the real JS-SDK that records what
// the SDK asks of the app) the goods page asks the server to sign it, configures the SDK with exactly
// that, and sets the card in the shopper's language; on iOS the entry URL is signed, on Android the
// current one. The share sheet shows the poster everywhere. A plain browser loads none of the SDK.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, e2eDatabase } from "./fixtures";

const ANDROID_WECHAT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 XWEB/1200095 MMWEBSDK/20231202 MMWEBID/2247 " +
  "MicroMessenger/8.0.50.2701(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";
const IOS_WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 " +
  "MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN";

type BridgeCall = { name: string; args: Record<string, unknown> };
type StubWindow = Window & { __bridgeCalls: BridgeCall[]; jWeixin?: unknown };
type SignedConfig = { appId: string; timestamp: number; nonceStr: string; signature: string };

/** The messaging app's native bridge, recording every call the JS-SDK makes and answering ok. */
async function stubBridge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as StubWindow & { WeixinJSBridge: unknown };
    w.__bridgeCalls = [];
    w.WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, callback?: (res: unknown) => void) {
        w.__bridgeCalls.push({ name, args: JSON.parse(JSON.stringify(args)) as Record<string, unknown> });
        callback?.({ err_msg: `${name}:ok` });
      },
      on() {},
    };
  });
}

const bridgeCalls = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as StubWindow).__bridgeCalls.filter((c) => c.name === n), name);

/** The last card the page set, once it set one with `title`. */
async function cardTitled(page: Page, title: string) {
  await expect.poll(async () => (await bridgeCalls(page, "updateAppMessageShareData")).at(-1)?.args.title).toBe(title);
  const [friend, timeline] = [
    (await bridgeCalls(page, "updateAppMessageShareData")).at(-1)!.args,
    (await bridgeCalls(page, "updateTimelineShareData")).at(-1)!.args,
  ];
  return { friend, timeline };
}

/** The JS-SDK ticket the server signs with (one row, shared by every process). */
function serverTicket(): string {
  const db = e2eDatabase();
  try {
    return (
      db.prepare(`SELECT value FROM "ProviderCredential" WHERE name = 'sandbox:sandbox:jsapi_ticket'`).get() as {
        value: string;
      }
    ).value;
  } finally {
    db.close();
  }
}

const sha1 = (text: string) => crypto.createHash("sha1").update(text).digest("hex");

function productName(id: number, locale: string): string {
  const db = e2eDatabase();
  try {
    if (locale === "zh-Hans")
      return (db.prepare(`SELECT name FROM "Product" WHERE id = ?`).get(id) as { name: string }).name;
    return (
      db.prepare(`SELECT name FROM "ProductTranslation" WHERE productId = ? AND locale = ?`).get(id, locale) as {
        name: string;
      }
    ).name;
  } finally {
    db.close();
  }
}

test.describe("inside the messaging app on Android", () => {
  test.use({ userAgent: ANDROID_WECHAT });

  test("the goods page is signed by the server, configures the SDK with it and sets the card", async ({
    page,
    request,
    baseURL,
  }) => {
    await stubBridge(page);
    const signed = page.waitForResponse((r) => r.url().includes("/api/v1/jssdk-config"));
    await page.goto("/goods/1?from=singlemessage#reviews");
    const response = await signed;
    expect(response.status()).toBe(200);
    const asked = new URL(response.url()).searchParams.get("url");
    // The current URL, without its fragment.
    expect(asked).toBe(`${baseURL}/goods/1?from=singlemessage`);
    const config = (await response.json()) as SignedConfig;
    expect(config.signature).toBe(
      sha1(`jsapi_ticket=${serverTicket()}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${asked}`),
    );

    // wx.config reached the app with exactly what the server signed.
    await expect.poll(async () => (await bridgeCalls(page, "preVerifyJSAPI")).length).toBe(1);
    const [verify] = await bridgeCalls(page, "preVerifyJSAPI");
    expect(verify.args).toMatchObject({
      verifyAppId: config.appId,
      verifySignType: "sha1",
      verifyTimestamp: String(config.timestamp),
      verifyNonceStr: config.nonceStr,
      verifySignature: config.signature,
      verifyJsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
    });

    const name = productName(1, "zh-Hans");
    const { friend, timeline } = await cardTitled(page, name);
    expect(friend.link).toBe(`${baseURL}/goods/1`);
    expect(friend.desc).toMatch(/^¥\d+\.\d{2} /);
    expect(String(friend.imgUrl)).toMatch(new RegExp(`^${baseURL}/media/product/1\\.png\\?`));
    expect(timeline).toMatchObject({ title: name, link: `${baseURL}/goods/1`, imgUrl: friend.imgUrl });
    // The card's picture is a PNG the app can show.
    const picture = await request.get(String(friend.imgUrl));
    expect(picture.headers()["content-type"]).toBe("image/png");

    // The share sheet points at the app's own menu (it shares the card), beside the poster.
    await page.getByRole("button", { name: "分享", exact: true }).click();
    const sheet = page.getByTestId("share-sheet");
    await expect(sheet.getByText("点击右上角 ··· 发送给朋友或分享到朋友圈")).toBeVisible();
    await expect(sheet.getByRole("img", { name: `${name}的分享海报` })).toBeVisible();
    await expect(sheet.getByRole("button", { name: "分享链接" })).toHaveCount(0);
  });

  test("the poster opens in a sheet, drawn in the shopper's language", async ({ page }) => {
    await stubBridge(page);
    const drawn = page.waitForResponse((r) => r.url().includes("/api/v1/goods-poster"));
    await page.goto("/en/goods/1");
    await cardTitled(page, productName(1, "en"));
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const sheet = page.getByTestId("share-sheet");
    await expect(sheet).toBeVisible();
    const poster = await drawn;
    expect(poster.status()).toBe(200);
    expect(poster.headers()["content-type"]).toBe("image/png");
    expect(new URL(poster.url()).searchParams.get("locale")).toBe("en");
    const image = sheet.getByRole("img", { name: `Share poster of ${productName(1, "en")}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await expect(sheet.getByText("Long-press the picture to save it or send it to a friend")).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Save picture" })).toHaveAttribute("download", "poster-1.png");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });

  test("after navigating in the app, the new page is signed under its own URL", async ({ page, baseURL }) => {
    await stubBridge(page);
    const signedUrls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/jssdk-config")) signedUrls.push(new URL(r.url()).searchParams.get("url")!);
    });
    await page.goto("/activity");
    await expect.poll(() => signedUrls).toEqual([`${baseURL}/activity`]);
    await page.goto("/");
    await cardTitled(page, "商城");
    await page.locator('a[href^="/goods/"]').first().click();
    await expect(page).toHaveURL(/\/goods\/\d+$/);
    const path = new URL(page.url()).pathname;
    await expect.poll(() => signedUrls.at(-1)).toBe(`${baseURL}${path}`);
  });
});

test.describe("inside the messaging app on iOS", () => {
  test.use({ userAgent: IOS_WECHAT });

  test("the entry URL stays the one signed while the shopper navigates", async ({ page, baseURL }) => {
    await stubBridge(page);
    const signedUrls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/jssdk-config")) signedUrls.push(new URL(r.url()).searchParams.get("url")!);
    });
    await page.goto("/");
    await cardTitled(page, "商城");
    await page.locator('a[href^="/goods/"]').first().click();
    await expect(page).toHaveURL(/\/goods\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    const { friend } = await cardTitled(page, productName(id, "zh-Hans"));
    expect(friend.link).toBe(`${baseURL}/goods/${id}`);
    // One signature, for the page the app loaded first.
    expect(signedUrls).toEqual([`${baseURL}/`]);
  });
});

test.describe("in a plain browser", () => {
  test.use({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36",
  });

  test("no signature is asked for and no SDK loaded; the share sheet has the poster and the link", async ({ page }) => {
    await stubBridge(page);
    let signed = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/jssdk-config")) signed++;
    });
    await page.goto("/goods/1");
    await expect(page.getByRole("button", { name: "分享", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(signed).toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as StubWindow).jWeixin)).toBe("undefined");
    await page.getByRole("button", { name: "分享", exact: true }).click();
    const sheet = page.getByTestId("share-sheet");
    await expect(sheet.getByRole("img", { name: `${productName(1, "zh-Hans")}的分享海报` })).toBeVisible();
    // No menu of the app to point at: the link is shared from the sheet.
    await expect(sheet.getByText("点击右上角 ··· 发送给朋友或分享到朋友圈")).toHaveCount(0);
    await expect(sheet.getByRole("button", { name: "分享链接" })).toBeVisible();
  });
});
