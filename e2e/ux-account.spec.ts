// Issue 16's rough edges, account side: the new-user gift survives 关闭, the address detail is fresh
// after an edit, deleting asks in the app's own sheet, and address entry has a region picker,
// paste-to-recognise and a phone keypad.
import { test, expect, createShopper } from "./fixtures";
import { addressBody, api } from "./shop-fixtures";

test("closing the new-user gift only dismisses it: it stays claimable", async ({ page }) => {
  const shopper = await createShopper({ newUserOffer: true });
  await shopper.login(page);
  await page.goto("/me");
  const offer = page.getByRole("dialog", { name: "新人专享礼包" });
  await expect(offer.getByText("关闭后礼包仍为你保留")).toBeVisible();
  await offer.getByRole("button", { name: "关闭" }).click();
  await expect(offer).toBeHidden();
  // It does not pop up again in this browser.
  await page.reload();
  await expect(page.getByRole("heading", { name: "我的", exact: true })).toBeVisible();
  await expect(offer).toBeHidden();

  await page.goto("/coupon");
  await page.getByRole("link", { name: /你的新人礼包待领取/ }).click();
  await expect(page).toHaveURL(/\/coupon\/new-user$/);
  await expect(page.getByText("新人礼包已领取或已过期")).toBeHidden();
  await page.getByRole("dialog", { name: "新人专享礼包" }).getByRole("button", { name: "一键领取" }).click();
  await expect(page).toHaveURL(/\/coupon$/);
  await expect(page.getByRole("article", { name: "新人专享 无门槛减20" })).toBeVisible();
});

test("address detail shows the edit at once; delete asks in the app's sheet", async ({ page, request, shopper }) => {
  const address = await (await api(request, shopper.token).post("/api/v1/create-addresses", addressBody)).json();
  await shopper.login(page);
  await page.goto(`/address/${address.id}`);
  await expect(page.getByText("南京东路 100 号")).toBeVisible();
  await page.getByRole("link", { name: "编辑" }).click();
  await page.getByLabel("详细地址").fill("人民广场 8 号");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(new RegExp(`/address/${address.id}$`));
  await expect(page.getByText("人民广场 8 号")).toBeVisible();
  await expect(page.getByText("南京东路 100 号")).toBeHidden();

  let nativeDialog = false;
  page.on("dialog", (d) => {
    nativeDialog = true;
    void d.dismiss();
  });
  await page.getByRole("button", { name: "删除", exact: true }).click();
  const sheet = page.getByRole("alertdialog", { name: "确定删除这个地址吗？" });
  await sheet.getByRole("button", { name: "取消" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/address/${address.id}$`));
  await page.getByRole("button", { name: "删除", exact: true }).click();
  await sheet.getByRole("button", { name: "删除", exact: true }).click();
  await expect(page).toHaveURL(/\/address$/);
  expect(nativeDialog).toBe(false);
});

test("new address: paste to recognise, region picker, phone keypad", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/address/new");
  await expect(page.getByLabel("手机号")).toHaveAttribute("inputmode", "tel");
  await page.getByLabel("智能识别").fill("收货人：张三，手机号：138-0013-8000，广东省深圳市南山区科技园路1号");
  await page.getByRole("button", { name: "识别" }).click();
  await expect(page.getByLabel("姓名")).toHaveValue("张三");
  await expect(page.getByLabel("手机号")).toHaveValue("13800138000");
  await expect(page.getByLabel("省份")).toHaveValue("广东省");
  await expect(page.getByLabel("城市")).toHaveValue("深圳市");
  await expect(page.getByLabel("区县")).toHaveValue("南山区");
  await expect(page.getByLabel("详细地址")).toHaveValue("科技园路1号");

  await page.getByRole("button", { name: "选择地区" }).click();
  const picker = page.getByRole("dialog", { name: "选择所在地区" });
  await picker.getByRole("button", { name: "浙江省" }).click();
  await picker.getByRole("button", { name: "杭州市" }).click();
  await picker.getByRole("button", { name: "西湖区" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel("省份")).toHaveValue("浙江省");
  await expect(page.getByLabel("城市")).toHaveValue("杭州市");
  await expect(page.getByLabel("区县")).toHaveValue("西湖区");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByTestId("address-row").filter({ hasText: "张三" })).toContainText(
    "浙江省 杭州市 西湖区 科技园路1号",
  );
});

test("English address entry names regions in English", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/en/address/new");
  await page.getByRole("button", { name: "Choose" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your region" });
  await picker.getByRole("button", { name: "Guangdong" }).click();
  await picker.getByRole("button", { name: "Shenzhen" }).click();
  await picker.getByRole("button", { name: "Nanshan District" }).click();
  await expect(page.getByLabel("Province")).toHaveValue("Guangdong");
});

test("me does not move when the session is read, in every locale and on a 320 px phone", async ({
  page,
  browser,
  browserErrors,
}) => {
  // The page without JavaScript: Chromium refuses the scripts it names.
  browserErrors.allowFailedRequest(/\/_next\/static\/chunks\/[^/]+\.js$/);
  // What the server sends is painted before the JavaScript reads the session (on a phone, long
  // before): the header must already have the height it keeps, so nothing below it moves.
  // Sixteen visits in two pages: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  const serverOnly = await browser.newPage({ javaScriptEnabled: false, locale: "zh-CN" });
  const menuName: Record<string, string> = { "": "我的", "/zh-Hant": "我的", "/en": "Me", "/ja": "マイページ" };
  const top = (p: typeof page, prefix: string) =>
    p
      .getByRole("navigation", { name: menuName[prefix], exact: true })
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
  try {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await serverOnly.setViewportSize({ width, height: 800 });
      for (const prefix of ["", "/zh-Hant", "/en", "/ja"]) {
        // A visit to /ja/… remembers the locale in a cookie, which would send "/me" on to /ja/me.
        await page.context().clearCookies();
        await serverOnly.context().clearCookies();
        await serverOnly.goto(`${prefix}/me`);
        await page.goto(`${prefix}/me`);
        // The guest's login button shows once the (absent) session has been read.
        await expect(page.getByRole("link", { name: /登录|登入|Log in|ログイン/ }).first()).toBeVisible();
        expect(await top(page, prefix), `${prefix || "/"} at ${width} px`).toBe(await top(serverOnly, prefix));
      }
    }
  } finally {
    await serverOnly.close();
  }
});
