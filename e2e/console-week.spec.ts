// An operator's first week in the console (issue 35, "Done when"), in the browser against the real
// server. The whole day's work runs once per language — zh-Hans at 1440 px, English at a tablet's
// 768 px: a product with a 2×3 SKU matrix filled by "fill all" and a description written in the
// rich-text editor with a picture uploaded through the checked upload; the product found by an English
// word in the middle of its name; three products 10 % cheaper in one bulk change; the product picked
// as a coupon's scope and as a banner's link; in zh-Hans the orders exported with Chinese headings and
// shop-time dates. The cheap checks run at all four combinations (1440 and 768 px, zh-Hans and
// English): fulfilment prints a packing slip, a catalogue operator reads orders without the shopper's
// phone and address and sees no revenue, a forbidden address shows the no-permission screen. Every
// page visited is asserted no wider than its window, and the screens pass an axe scan. Setup that is
// not the subject (operators, other products, a paid order) is written through the CLI, the database
// or the shop's API; operators sign in through the console's API, not its form.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, e2eDatabase } from "./fixtures";
import { createE2eSku, paidOrderOf } from "./shop-fixtures";
import { insertOperator } from "./admin-fixtures";
import { pngImage } from "../tests/helpers/account-images";
import { axeScan, serious } from "./axe";

test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

type ConsoleLocale = "zh-Hans" | "en";

/** The console's words the flow clicks and reads, from messages/admin/*.json. */
const words = {
  "zh-Hans": {
    category: "分类",
    name: "名称 *",
    addPictures: "添加图片",
    description: "详情 · 简体中文",
    bold: "加粗",
    picture: "图片",
    addSpec: "添加规格",
    addValue: "添加值",
    specName: "名称",
    value: "值",
    fillColumn: "批量填写",
    fillValue: "填入所有规格的值",
    fillAll: "全部填入",
    price: /价格（元）$/,
    stock: / 库存$/,
    onSale: "上架销售",
    create: "创建商品",
    edit: "编辑",
    search: "ID、编码、名称或拼音",
    searchButton: "搜索",
    select: (name: string) => `选择 ${name}`,
    percent: "百分比（-10 即降价 10%）",
    preview: "预览",
    changes: (n: number) => `将修改 ${n} 处`,
    apply: (n: number) => `确认修改 ${n} 处`,
    newCoupon: "新建优惠券",
    couponName: "名称 · 简体中文",
    threshold: "使用门槛（元）",
    amountOff: "减免金额（元）",
    scope: "适用范围",
    scopeProducts: "适用商品",
    save: "保存",
    add: "新增",
    leadsTo: "跳转到",
    linkProduct: "跳转商品",
    bannerTitle: "标题 · 简体中文",
    bannerPicture: "图片 · 简体中文",
    forbidden: "无权访问此页面",
    loadFailed: /加载失败|重试/,
    slip: "打印配货单",
    slipTitle: "配货单",
    print: "打印",
  },
  en: {
    category: "Category",
    name: "Name *",
    addPictures: "Add pictures",
    description: "Description · 简体中文",
    bold: "Bold",
    picture: "Picture",
    addSpec: "Add a spec",
    addValue: "Add a value",
    specName: "Name",
    value: "Value",
    fillColumn: "Fill a column",
    fillValue: "Value for every SKU",
    fillAll: "Fill all",
    price: /Price \(CNY\)$/,
    stock: / Stock$/,
    onSale: "On sale",
    create: "Create product",
    edit: "Edit",
    search: "ID, code, name or pinyin",
    searchButton: "Search",
    select: (name: string) => `Select ${name}`,
    percent: "Percent (-10 lowers by 10 %)",
    preview: "Preview",
    changes: (n: number) => `${n} changes`,
    apply: (n: number) => `Apply ${n} changes`,
    newCoupon: "New coupon",
    couponName: "Name · Simplified Chinese",
    threshold: "Minimum spend (¥)",
    amountOff: "Amount off (¥)",
    scope: "Scope",
    scopeProducts: "Products it applies to",
    save: "Save",
    add: "Add",
    leadsTo: "Leads to",
    linkProduct: "Product",
    bannerTitle: "Title · Simplified Chinese",
    bannerPicture: "Picture · Simplified Chinese",
    forbidden: "You may not open this screen",
    loadFailed: /Could not load|Retry/,
    slip: "Print packing slip",
    slipTitle: "Packing slip",
    print: "Print",
  },
} as const;

/** Signs in through the console's API (the form is not the subject here) with the console in `locale`. */
async function signIn(
  page: Page,
  locale: ConsoleLocale,
  operator: { username: string; password: string; totp?: () => string },
) {
  const who = { username: operator.username, password: operator.password, totp: operator.totp?.() };
  const base = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "mall_admin_locale", value: locale, url: `${base}/admin` }]);
  // The console refuses a change that does not come from its own pages (lib/api/admin-handler.ts).
  const answer = await page.request.post("/api/admin/v1/sessions", { data: who, headers: { origin: base } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Nothing on the page scrolls sideways: the document is no wider than the window. */
async function noOverflow(page: Page, where: string) {
  const sizes = await page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
  }));
  expect(sizes.document, `${where} is wider than the ${sizes.window} px window`).toBeLessThanOrEqual(sizes.window);
}

/** Serious and critical axe findings of the page as it stands (or of the part `include` selects). */
async function axe(page: Page, where: string, include?: string) {
  const builder = axeScan(page);
  if (include) builder.include(include);
  const result = await builder.analyze();
  const problems = serious(result.violations).map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(problems, where).toEqual([]);
}

/** Opens `path`, waits for `ready`, asserts the width. */
async function visit(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await noOverflow(page, path);
}

const isoOf = (value: string) => new Date(value.replace(" ", "T").replace(/\+00:00$/, "Z")).toISOString();

const flows = [
  { locale: "zh-Hans", width: 1440 },
  { locale: "en", width: 768 },
] as const;

for (const { locale, width } of flows)
  test(`an operator's week in ${locale} at ${width} px: matrix, rich text, search, bulk, pickers${locale === "zh-Hans" ? ", export" : ""}`, async ({
    page,
    request,
    shopper,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    await page.setViewportSize({ width, height: 900 });
    // The console's pages come with the shop's currency: no screen waits for a read of it after its data.
    const currencyReads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/v1/shop-settings") currencyReads.push(page.url());
    });
    const tag = crypto.randomBytes(3).toString("hex");
    const word = `Nimbus${tag}`;
    // The two other products of the bulk change, and a paid order to export.
    const others = [createE2eSku({ price: 2000 }), createE2eSku({ price: 4550 })];
    const order = locale === "zh-Hans" ? await paidOrderOf(request, shopper.token, others[0].skuId) : null;
    await signIn(page, locale, insertOperator("owner", { totp: true }));

    // A product: its category picked, names in two languages, a picture, a description with bold words
    // and a picture uploaded from the editor, 2 colours × 3 sizes, price and stock filled for all six.
    await visit(page, "/admin/products/new", () => expect(page.getByRole("button", { name: w.create })).toBeVisible());
    await page.getByRole("combobox", { name: w.category }).click();
    await page.getByRole("listbox", { name: w.category }).getByRole("option").first().click();
    const zhName = `云朵T恤 ${tag}`;
    const enName = `Soft ${word} Cotton Tee`;
    const names = page.getByRole("group", { name: w.name });
    await names.getByLabel("简体中文", { exact: true }).fill(zhName);
    await names.getByLabel("English", { exact: true }).fill(enName);
    await page
      .getByLabel(w.addPictures)
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: pngImage(40, 40, [20, 90, 160]) });
    await expect(page.getByTestId("product-pictures").locator("img")).toHaveCount(1);
    const rich = page.getByTestId("rich-text");
    const editor = rich.getByRole("textbox", { name: w.description });
    await editor.click();
    await rich.getByRole("button", { name: w.bold }).click();
    await editor.pressSequentially("100% cotton");
    await rich.getByRole("button", { name: w.bold }).click();
    await rich
      .getByLabel(w.picture, { exact: true })
      .setInputFiles({ name: "inside.png", mimeType: "image/png", buffer: pngImage(40, 40, [200, 120, 60]) });
    await expect(editor.locator("img")).toHaveAttribute("src", /\/uploads\/[a-f0-9]{32}\.png/);
    const spec = async (i: number, name: string, values: string[]) => {
      await page.getByRole("button", { name: w.addSpec }).click();
      const box = page.getByTestId("spec").nth(i);
      await box.getByLabel(`${w.specName} · 简体中文`).fill(name);
      for (const [j, v] of values.entries()) {
        if (j > 0) await box.getByRole("button", { name: w.addValue }).click();
        await box.getByLabel(`${w.value} ${j + 1} · 简体中文`).fill(v);
      }
    };
    await spec(0, "颜色", ["云白", "夜蓝"]);
    await spec(1, "尺码", ["S", "M", "L"]);
    const rows = page.getByTestId("sku-row");
    await expect(rows).toHaveCount(6);
    const fill = page.getByTestId("sku-fill");
    for (const [column, value] of [
      ["price", "59.90"],
      ["stock", "8"],
    ] as const) {
      await fill.getByLabel(w.fillColumn).selectOption(column);
      await fill.getByLabel(w.fillValue).fill(value);
      await fill.getByRole("button", { name: w.fillAll }).click();
    }
    for (let i = 0; i < 6; i++) {
      await expect(rows.nth(i).getByLabel(w.price)).toHaveValue("59.90");
      await expect(rows.nth(i).getByLabel(w.stock)).toHaveValue("8");
    }
    await page.getByLabel(w.onSale).check();
    await noOverflow(page, "the filled product editor");
    // The filled SKU matrix, once, at the tablet width where it is cards (the whole editor is the
    // console's largest scan; e2e/back-office-catalogue.spec.ts scans it).
    if (width === 768) await axe(page, "the filled SKU matrix", '[data-testid="sku-matrix"]');
    await page.getByRole("button", { name: w.create }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const productId = Number(/products\/(\d+)$/.exec(page.url())![1]);
    const shownName = locale === "en" ? enName : zhName;
    await expect(page.getByRole("heading", { name: `${w.edit} ${shownName}` })).toBeVisible();
    await expect(page.getByTestId("sku-row")).toHaveCount(6);
    await noOverflow(page, "the saved product");
    // What the server kept: the bold words and the uploaded picture, through its sanitiser.
    const db = e2eDatabase();
    const stored = db.prepare("SELECT description, image FROM Product WHERE id = ?").get(productId) as {
      description: string;
      image: string;
    };
    const skus = db.prepare("SELECT price, stock FROM Sku WHERE productId = ?").all(productId) as {
      price: number;
      stock: number;
    }[];
    db.close();
    expect(stored.description).toMatch(/<strong>100% cotton<\/strong>/);
    expect(stored.description).toMatch(/<img[^>]+src="\/uploads\/[a-f0-9]{32}\.png"/);
    expect(skus).toEqual(Array.from({ length: 6 }, () => ({ price: 5990, stock: 8 })));

    // Found by the English word in the middle of its name, whatever the console's language.
    await visit(page, "/admin/products", () => expect(page.getByTestId("product-row").first()).toBeVisible());
    await page.getByLabel(w.search).fill(word);
    await page.getByRole("button", { name: w.searchButton, exact: true }).click();
    await expect(page.getByTestId("product-row")).toHaveCount(1);
    await expect(page.getByTestId("product-row")).toContainText(shownName);
    await noOverflow(page, "the product search");

    // Three products 10 % cheaper together, after a preview of every SKU's price.
    await visit(page, "/admin/products?sort=id.desc", () =>
      expect(page.getByTestId("product-row").first()).toBeVisible(),
    );
    for (const name of [shownName, ...others.map((o) => o.name)])
      await page.getByLabel(w.select(name), { exact: true }).check();
    const panel = page.getByTestId("product-bulk");
    await panel.getByLabel(w.percent).fill("-10");
    await panel.getByRole("button", { name: w.preview }).click();
    const preview = page.getByTestId("bulk-preview");
    await expect(preview).toContainText(w.changes(8));
    for (const [before, after] of [
      ["¥59.90", "¥53.91"],
      ["¥20.00", "¥18.00"],
      ["¥45.50", "¥40.95"],
    ])
      await expect(preview.getByRole("row").filter({ hasText: before }).first()).toContainText(after);
    await noOverflow(page, "the bulk preview");
    await preview.getByRole("button", { name: w.apply(8) }).click();
    await expect(panel).toHaveCount(0);
    for (const [name, price] of [
      [shownName, "¥53.91"],
      [others[0].name, "¥18.00"],
      [others[1].name, "¥40.95"],
    ])
      await expect(page.getByTestId("product-row").filter({ hasText: name })).toContainText(price);

    // A coupon for this product only: picked by a word of its name, not typed as an id.
    await visit(page, "/admin/coupons", () => expect(page.getByRole("button", { name: w.newCoupon })).toBeVisible());
    await page.getByRole("button", { name: w.newCoupon }).click();
    const couponName = `T恤券 ${tag}`;
    await page.getByLabel(w.couponName).fill(couponName);
    await page.getByLabel(w.threshold).fill("50");
    await page.getByLabel(w.amountOff).fill("5");
    await page.getByRole("combobox", { name: w.scope, exact: true }).selectOption("products");
    await page.getByRole("combobox", { name: w.scopeProducts }).fill(word);
    await page.getByRole("option", { name: shownName }).click();
    await expect(page.getByTestId("picked-products")).toContainText(shownName);
    await noOverflow(page, "the coupon editor");
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByTestId("coupon-row").filter({ hasText: couponName })).toBeVisible();

    // A banner leading to it, picked the same way; the link is written from the pick.
    await visit(page, "/admin/content", () => expect(page.getByRole("button", { name: w.add })).toBeVisible());
    await page.getByRole("button", { name: w.add }).click();
    const link = page.getByTestId("link-picker");
    await link.getByLabel(w.leadsTo).selectOption("product");
    await link.getByRole("combobox", { name: w.linkProduct }).fill(word);
    await page.getByRole("option", { name: shownName }).click();
    await expect(link).toContainText(`/goods/${productId}`);
    await page.getByLabel(w.bannerTitle).fill(`横幅 ${tag}`);
    await page.getByLabel(w.bannerPicture).fill(stored.image);
    await noOverflow(page, "the banner editor");
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByTestId("banner-row").filter({ hasText: `横幅 ${tag}` })).toContainText(
      `/goods/${productId}`,
    );

    const check = e2eDatabase();
    const coupon = check.prepare("SELECT id, scope FROM Coupon WHERE name = ?").get(couponName) as {
      id: number;
      scope: string;
    };
    const targets = check.prepare("SELECT targetId FROM CouponTarget WHERE couponId = ?").all(coupon.id);
    const placed = order
      ? (check.prepare('SELECT createdAt FROM "Order" WHERE id = ?').get(order.id) as { createdAt: string })
      : null;
    check.close();
    expect(coupon.scope).toBe("products");
    expect(targets).toEqual([{ targetId: productId }]);
    expect(currencyReads).toEqual([]);

    if (!order || !placed) return;
    // The orders exported in the zh-Hans console: Chinese headings and statuses, dates in the shop's time.
    await visit(page, "/admin/orders", () => expect(page.getByText(order.orderNo).first()).toBeVisible());
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "导出 CSV" }).click();
    let text = "";
    for await (const chunk of await (await download).createReadStream()) text += chunk.toString("utf8");
    const [head, ...lines] = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(head).toMatch(/^订单号,状态,下单时间,支付时间,/);
    const line = lines.find((l) => l.startsWith(order.orderNo))!;
    expect(line).toContain(",待发货,");
    const shopTime = new Intl.DateTimeFormat("zh-Hans", {
      timeZone: "Asia/Shanghai",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(isoOf(placed.createdAt)));
    expect(line.split(",")[2]).toBe(shopTime);
  });

// Each combination opens another screen the catalogue role may not see.
const everyCombination = [
  { locale: "zh-Hans", width: 1440, forbidden: "/admin/staff" },
  { locale: "zh-Hans", width: 768, forbidden: "/admin/audit" },
  { locale: "en", width: 1440, forbidden: "/admin/coupons" },
  { locale: "en", width: 768, forbidden: "/admin/settlement" },
] as const;

for (const { locale, width, forbidden } of everyCombination)
  test(`least privilege in ${locale} at ${width} px: the packing slip, masked orders, no revenue, the forbidden screen`, async ({
    page,
    browser,
    request,
    shopper,
  }) => {
    test.setTimeout(90_000);
    const w = words[locale];
    await page.setViewportSize({ width, height: 900 });
    const sku = createE2eSku({ price: 4100, stock: 5 });
    const order = await paidOrderOf(request, shopper.token, sku.skuId);

    // Fulfilment prints the order's packing slip: lines, the address, a waybill field, no console on paper.
    await signIn(page, locale, insertOperator("fulfilment"));
    await visit(page, `/admin/orders/${order.id}`, () =>
      expect(page.getByRole("link", { name: w.slip })).toBeVisible(),
    );
    await page.getByRole("link", { name: w.slip }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/slip$`));
    await expect(page.getByRole("heading", { name: w.slipTitle })).toBeVisible();
    await expect(page.getByTestId("slip-order-no")).toHaveText(order.orderNo);
    await expect(page.getByTestId("slip-lines")).toContainText(sku.name);
    await expect(page.getByTestId("slip-address")).toContainText("南京东路 100 号");
    await expect(page.getByTestId("slip-waybill")).toBeVisible();
    await noOverflow(page, "the packing slip");
    await axe(page, "the packing slip");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: w.print })).toBeHidden();
    await expect(page.getByRole("navigation")).toBeHidden();
    await expect(page.getByTestId("slip-lines")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // A catalogue operator, in a context of its own: no revenue, the order without phone or address.
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "zh-CN" });
    const catalogue = await context.newPage();
    await signIn(catalogue, locale, insertOperator("catalogue"));
    await visit(catalogue, "/admin", () => expect(catalogue.getByTestId("dash-today-orders")).toBeVisible());
    for (const money of ["dash-today-sales", "dash-month-sales", "dash-month-refunds", "dash-month-net"])
      await expect(catalogue.getByTestId(money)).toHaveCount(0);
    await visit(catalogue, `/admin/orders/${order.id}`, () =>
      expect(catalogue.getByTestId("contact-hidden")).toBeVisible(),
    );
    const detail = await catalogue.locator("main").innerText();
    expect(detail).toContain(order.orderNo);
    expect(detail).not.toContain("13912345678");
    expect(detail).not.toContain("南京东路");
    expect(detail).toMatch(/\*{3,4}5678/);
    await axe(catalogue, "the masked order");
    await visit(catalogue, `/admin/orders?q=${order.orderNo}`, () =>
      expect(catalogue.getByText(order.orderNo).first()).toBeVisible(),
    );
    expect(await catalogue.locator("main").innerText()).not.toContain("13912345678");

    // A screen its role may not open, by its address: says so, with no form, failing table or toast.
    await visit(catalogue, forbidden, () => expect(catalogue.getByTestId("forbidden")).toBeVisible());
    await expect(catalogue.getByTestId("forbidden").getByRole("heading", { name: w.forbidden })).toBeVisible();
    await expect(catalogue.locator("main form, main table")).toHaveCount(0);
    await expect(catalogue.getByText(w.loadFailed)).toHaveCount(0);
    await expect(catalogue.locator("main").getByRole("alert")).toHaveCount(0);
    await expect(catalogue.getByTestId("toast")).toHaveCount(0);
    await axe(catalogue, "the forbidden screen");
    await context.close();
  });
