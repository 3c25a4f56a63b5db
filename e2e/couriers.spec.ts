// Couriers and freight per region (docs/decisions/038-couriers-freight-regions.md), in the four
// locales: a Taiwan address while Taiwan has no active freight rule is "not deliverable" on the confirm
// screen, before payment (375 px); an order shipped with CTT Macau shows the courier's name and its
// tracking link with the waybill (375 px); the console's settings list the couriers and the freight
// rules with their regions (768 and 1440 px). Screenshots in test-results/couriers-*.png.
import { devices } from "@playwright/test";
import { createOwner, logIn } from "./admin-fixtures";
import { e2eDatabase, expect, test } from "./fixtures";
import { api, createE2eSku, operator } from "./shop-fixtures";

const LOCALES = [
  {
    locale: "zh-Hans",
    undeliverable: "暂不配送到台湾",
    track: "在快递公司网站查件",
    courier: "澳门邮电",
    hongKong: "香港",
  },
  {
    locale: "zh-Hant",
    undeliverable: "暫不配送到臺灣",
    track: "在快遞公司網站查件",
    courier: "澳門郵電",
    hongKong: "香港",
  },
  {
    locale: "en",
    undeliverable: "We do not deliver to Taiwan yet",
    track: "Track on the courier's site",
    courier: "CTT Macau",
    hongKong: "Hong Kong",
  },
  {
    locale: "ja",
    undeliverable: "台湾へは現在配送していません",
    track: "配送業者のサイトで追跡",
    courier: "マカオ郵便（CTT）",
    hongKong: "香港",
  },
];

const taiwan = {
  name: "陳小明",
  phone: "+886912345678",
  region: "TW",
  province: "臺灣",
  city: "臺北市",
  district: "中正區",
  postalCode: "100",
  detail: "重慶南路一段 122 號",
  isDefault: true,
};

function setRegionRule(region: string, active: boolean) {
  const db = e2eDatabase();
  db.prepare('UPDATE "FreightRule" SET "active" = ? WHERE "region" = ? AND "shopId" IS NULL').run(
    active ? 1 : 0,
    region,
  );
  db.close();
}

test.describe("shopper", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a region without a freight rule is not deliverable, said on the confirm screen before payment", async ({
    page,
    request,
    shopper,
  }) => {
    const sku = createE2eSku({ price: 1000, stock: 5 });
    const me = api(request, shopper.token);
    expect((await me.post("/api/v1/create-addresses", taiwan)).ok()).toBe(true);
    await shopper.login(page);
    // With Taiwan's rule (the demo has one per region) the order is deliverable and priced by it.
    await page.goto(`/zh-Hant/order/confirm?skuId=${sku.skuId}&quantity=1`);
    await expect(page.getByTestId("delivery-card")).toContainText("臺北市");
    await expect(page.getByTestId("not-deliverable")).toHaveCount(0);
    setRegionRule("TW", false);
    try {
      for (const l of LOCALES) {
        // The locale chosen last is remembered in a cookie, which an unprefixed (zh-Hans) address obeys:
        // say which one each round is.
        await page.context().addCookies([{ name: "NEXT_LOCALE", value: l.locale, url: new URL(page.url()).origin }]);
        const prefix = l.locale === "zh-Hans" ? "" : `/${l.locale}`;
        await page.goto(`${prefix}/order/confirm?skuId=${sku.skuId}&quantity=1`);
        await expect(page.getByTestId("not-deliverable")).toContainText(l.undeliverable);
        await expect(page.getByTestId("submit-order")).toBeDisabled();
        await page.screenshot({ path: `test-results/couriers-undeliverable-${l.locale}.png` });
      }
    } finally {
      setRegionRule("TW", true);
    }
    await page.goto(`/zh-Hant/order/confirm?skuId=${sku.skuId}&quantity=1`);
    await expect(page.getByTestId("not-deliverable")).toHaveCount(0);
  });

  test("a parcel shipped with CTT Macau shows the courier and its tracking link", async ({
    page,
    request,
    shopper,
  }) => {
    const sku = createE2eSku({ stock: 3 });
    const me = api(request, shopper.token);
    const address = await (
      await me.post("/api/v1/create-addresses", {
        name: "黃小姐",
        phone: "+85366123456",
        region: "MO",
        province: "澳門",
        city: "氹仔",
        district: "",
        detail: "孫逸仙博士大馬路 1 號",
      })
    ).json();
    const order = await (
      await me.post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 1 })
    ).json();
    expect(order.id).toBeGreaterThan(0);
    const db = e2eDatabase();
    db.prepare('UPDATE "Order" SET status = 500, paidAt = ? WHERE id = ?').run(
      new Date().toISOString().replace("Z", "+00:00"),
      order.id,
    );
    db.close();
    // The operator types the courier's name as they know it: the console's courier of that name.
    operator("ship", String(order.id), "--courier", "澳門郵電", "--waybill", "CT123456789MO");
    await shopper.login(page);
    for (const l of LOCALES) {
      await page.goto(`/${l.locale}/orders/${order.id}`);
      await expect(page.getByTestId("order-courier")).toHaveText(l.courier);
      const link = page.getByTestId("order-tracking");
      await expect(link).toContainText(l.track);
      await expect(link).toHaveAttribute("href", /CT123456789MO/);
      await page.screenshot({ path: `test-results/couriers-waybill-${l.locale}.png` });
    }
  });
});

test("the console keeps couriers and freight rules per region, in the four locales", async ({ browser }) => {
  const owner = createOwner();
  // One login (a TOTP code is good once), then the two widths.
  const context = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 768, height: 1000 } });
  const page = await context.newPage();
  await logIn(page, owner);
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const l of LOCALES) {
      await context.addCookies([
        { name: "mall_admin_locale", value: l.locale, url: test.info().project.use.baseURL as string },
      ]);
      // A new address each time: the same address with its hash would not load the page again.
      await page.goto(`/admin/settings?lang=${l.locale}#couriers`);
      const rows = page.getByTestId("courier-row");
      await expect(rows.filter({ hasText: "CTT" })).toContainText(l.courier);
      await rows.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/couriers-console-${width}-${l.locale}.png` });
      const freight = page.getByTestId("freight-row").filter({ hasText: "香港运费" });
      await freight.scrollIntoViewIfNeeded();
      await expect(freight).toContainText(l.hongKong);
      await page.screenshot({ path: `test-results/couriers-freight-${width}-${l.locale}.png` });
    }
  }
  await context.close();
});
