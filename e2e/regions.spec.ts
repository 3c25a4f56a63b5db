// Regions (docs/decisions/030-regions.md): a Macau shopper (+853) logs in by SMS code, reading the
// sandbox's code through the test-mode path, and saves a Macau address without a district (parish);
// the address editor with its region picker in the four locales at 375 px (screenshots in
// test-results/regions-*.png).
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

/** A Macau mobile number no other run of this spec uses: 661 and five digits. */
const macauNational = () => `661${String(Date.now() % 100_000).padStart(5, "0")}`;

test("a Macau shopper logs in by SMS code and saves a Macau address without a district", async ({ page }) => {
  const national = macauNational();
  const e164 = `+853${national}`;
  await page.goto("/zh-Hant/login/phone");
  await page.getByLabel("國家/地區區號").selectOption("MO");
  // A mainland-looking number is refused in Macau's words before anything is sent.
  await page.getByLabel("手機號", { exact: true }).fill("9123 4567");
  await page.getByRole("button", { name: "取得驗證碼" }).click();
  await expect(page.getByText("請輸入 6 字頭的 8 位澳門手機號碼，如 6612 3456")).toBeVisible();

  await page.getByLabel("手機號", { exact: true }).fill(`${national.slice(0, 4)} ${national.slice(4)}`);
  await page.getByRole("button", { name: "取得驗證碼" }).click();
  await expect(page.getByRole("button", { name: /秒後重新發送/ })).toBeDisabled();
  const res = await page.request.get(`/api/v1/test/sms-code?phone=${encodeURIComponent(e164)}`, { maxRetries: 2 });
  expect(res.ok()).toBe(true);
  const { code } = (await res.json()) as { code: string };
  await page.getByLabel("6 位驗證碼").fill(code);
  await page.getByRole("button", { name: "登入", exact: true }).click();
  await expect(page).toHaveURL(/\/zh-Hant\/me$/);
  await expect(page.getByTestId("me-nickname")).toHaveText(`+853 ${national.slice(0, 2)}****${national.slice(-2)}`);

  await page.goto("/zh-Hant/address/new");
  await page.getByLabel("國家/地區", { exact: true }).selectOption("MO");
  await page.getByLabel("姓名").fill("黃小姐");
  // The phone's region followed the address's: the 8 digits are read as a Macau number.
  await expect(page.getByLabel("國家/地區區號")).toHaveValue("MO");
  await page.getByLabel("手機號", { exact: true }).fill(national);
  await page.getByRole("button", { name: "選擇地區" }).click();
  const picker = page.getByRole("dialog", { name: "選擇所在地區" });
  await picker.getByRole("button", { name: "氹仔" }).click();
  await expect(picker.getByRole("list", { name: "請選擇堂區" })).toBeVisible();
  await picker.getByRole("button", { name: "不指定堂區" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel("區域")).toHaveValue("氹仔");
  await expect(page.getByLabel("堂區（選填）")).toHaveValue("");
  await page.getByLabel("詳細地址").fill("孫逸仙大馬路 1 號");
  await page.getByRole("button", { name: "儲存" }).click();
  await expect(page).toHaveURL(/\/zh-Hant\/address$/);
  const row = page.getByTestId("address-row");
  await expect(row).toContainText(`+853 ${national.slice(0, 4)} ${national.slice(4)}`);
  await expect(row).toContainText("澳門 氹仔 孫逸仙大馬路 1 號");
});

const LOCALES = [
  { locale: "zh-Hans", region: "国家/地区", choose: "选择地区", title: "选择所在地区" },
  { locale: "zh-Hant", region: "國家/地區", choose: "選擇地區", title: "選擇所在地區" },
  { locale: "en", region: "Region", choose: "Choose", title: "Choose your region" },
  { locale: "ja", region: "国・地域", choose: "選択", title: "地域を選択" },
];

for (const { locale, region, choose, title } of LOCALES) {
  test(`the address editor with its region picker in ${locale} at 375 px`, async ({ page, shopper }) => {
    await shopper.login(page);
    await page.goto(`/${locale}/address/new`);
    await page.getByLabel(region, { exact: true }).selectOption("HK");
    await page.getByRole("button", { name: choose, exact: true }).click();
    const picker = page.getByRole("dialog", { name: title });
    await expect(picker.getByRole("listitem")).toHaveCount(3);
    await page.screenshot({ path: `test-results/regions-picker-hk-${locale}.png` });
    await picker.getByRole("listitem").nth(1).getByRole("button").click();
    await picker.getByRole("listitem").first().getByRole("button").click();
    await expect(picker).toBeHidden();
    await page.getByLabel(region, { exact: true }).selectOption("TW");
    await page.getByRole("button", { name: choose, exact: true }).click();
    await picker.getByRole("listitem").first().getByRole("button").click();
    await page.screenshot({ path: `test-results/regions-picker-tw-${locale}.png` });
    await picker.getByRole("listitem").first().getByRole("button").click();
    await expect(picker).toBeHidden();
    await page.screenshot({ path: `test-results/regions-editor-tw-${locale}.png`, fullPage: true });
    // Taiwan's first county is Taipei City, its first district Zhongzheng, postal code 100.
    await expect(page.locator('input[autocomplete="postal-code"]')).toHaveValue("100");
  });
}
