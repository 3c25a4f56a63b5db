// The catalogue desk (issue 23): a product with 2 colours × 3 storages in four locales (the contract of
// POST /products) as the shop then shows it in English; bad input refused field by field; rich text
// sanitised; a stale save refused with 409; a removed value's SKU hidden when ordered, deleted when not;
// a price change never alters a placed order; stock adjustments racing 50 checkouts, exact; categories
// (ten levels, never under itself, never deleted with products); translations; CSV export and import
// (a 2,000-row file with 3 bad rows writes nothing and names the 3; the same file again changes nothing).
import { describe, expect, it } from "vitest";
import { GET as products, POST as createProduct } from "@/app/api/admin/v1/products/route";
import { GET as product, POST as saveProduct, DELETE as deleteProduct } from "@/app/api/admin/v1/products/[id]/route";
import { POST as duplicate } from "@/app/api/admin/v1/products/[id]/duplicate/route";
import { POST as status } from "@/app/api/admin/v1/products/[id]/status/route";
import { GET as exportProducts } from "@/app/api/admin/v1/products/export/route";
import { POST as importProducts } from "@/app/api/admin/v1/products/import/route";
import { GET as stock } from "@/app/api/admin/v1/stock/route";
import { GET as ledger, POST as adjust } from "@/app/api/admin/v1/skus/[id]/stock/route";
import { GET as categories, POST as createCategory } from "@/app/api/admin/v1/categories/route";
import { POST as updateCategory, DELETE as deleteCategory } from "@/app/api/admin/v1/categories/[id]/route";
import { GET as translations, POST as saveTranslation } from "@/app/api/admin/v1/translations/route";
import { POST as upload } from "@/app/api/admin/v1/uploads/route";
import { GET as shopDetail } from "@/app/api/v1/products-detail/route";
import { GET as shopCategories } from "@/app/api/v1/category/route";
import { db } from "@/lib/db";
import { parseCsv } from "@/lib/text/csv";
import { call } from "@/tests/helpers/api";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { pngImage } from "@/tests/helpers/account-images";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Saved = { id: number; version: number; skus: { id: number; values: number[]; price: number; stock: number }[] };
const p = (id: number) => ({ id: String(id) });
const tag = () => Math.random().toString(36).slice(2, 8);

async function categoryId() {
  return (
    (await db.category.findFirst({ select: { id: true } }))?.id ??
    (await db.category.create({ data: { name: "手机" } })).id
  );
}

/** The phone: 2 colours × 3 storages, texts in four locales. */
async function phoneBody(overrides: Record<string, unknown> = {}) {
  return {
    categoryId: await categoryId(),
    name: { "zh-Hans": "星河手机 X", "zh-Hant": "星河手機 X", en: "Galaxy Phone X", ja: "ギャラクシーフォン X" },
    subtitle: { "zh-Hans": "新品上市", en: "Just launched" },
    specs: [
      {
        name: { "zh-Hans": "颜色", "zh-Hant": "顏色", en: "Colour", ja: "カラー" },
        values: [
          { "zh-Hans": "曜石黑", "zh-Hant": "曜石黑", en: "Obsidian", ja: "オブシディアン" },
          { "zh-Hans": "冰川银", en: "Glacier" },
        ],
      },
      {
        name: { "zh-Hans": "存储", en: "Storage", ja: "容量" },
        values: [{ "zh-Hans": "128GB" }, { "zh-Hans": "256GB" }, { "zh-Hans": "512GB" }],
      },
    ],
    skus: [0, 1].flatMap((c) => [0, 1, 2].map((s) => ({ values: [c, s], price: 399_900 + s * 50_000, stock: 10 }))),
    isOnSale: true,
    ...overrides,
  };
}

describe("products", () => {
  it("creates the phone by the contract; the shop shows it in English with the saved spec picker", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const res = await adminCall<Saved>(createProduct, "/api/admin/v1/products", { cookie, body: await phoneBody() });
    expect(res.status).toBe(201);
    expect(res.body.skus).toHaveLength(6);
    expect(res.body.skus[5]).toMatchObject({ values: [1, 2], price: 499_900, stock: 10 });
    const en = await call<{ name: string; price: number; skus: { name: string; specs: [string, string][] }[] }>(
      shopDetail,
      `/api/v1/products-detail?id=${res.body.id}`,
      { locale: "en" },
    );
    expect(en.body.name).toBe("Galaxy Phone X");
    expect(en.body.price).toBe(399_900);
    expect(en.body.skus[0].specs).toEqual([
      ["Colour", "Obsidian"],
      ["Storage", "128GB"],
    ]);
    // A value without an English text falls back to zh-Hans.
    expect(en.body.skus[3].specs).toEqual([
      ["Colour", "Glacier"],
      ["Storage", "128GB"],
    ]);
    const ja = await call<{ skus: { specs: [string, string][] }[] }>(
      shopDetail,
      `/api/v1/products-detail?id=${res.body.id}`,
      {
        locale: "ja",
      },
    );
    expect(ja.body.skus[3].specs).toEqual([
      ["カラー", "冰川银"],
      ["容量", "128GB"],
    ]);
    expect(await db.stockEntry.count({ where: { sku: { productId: res.body.id }, reason: "receipt" } })).toBe(6);
    const list = await adminCall<{ rows: { id: number; stock: number; skuCount: number }[] }>(
      products,
      "/api/admin/v1/products?q=星河手机",
      { cookie },
    );
    expect(list.body.rows.find((r) => r.id === res.body.id)).toMatchObject({ stock: 60, skuCount: 6 });
  });

  it("refuses bad input field by field, in the operator's language", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: { en: "No Chinese" } }, "name.zh-Hans"],
      [{ skus: [{ values: [0, 5], price: 100 }] }, "skus.0.values"],
      [
        {
          skus: [
            { values: [0, 0], price: 100 },
            { values: [0, 0], price: 200 },
          ],
        },
        "skus.1.values",
      ],
      [{ skus: [{ values: [0, 0], price: 0 }] }, "skus.0.price"],
      [{ images: ["https://evil.example/x.png"] }, "images.0"],
      [{ categoryId: 99_999_999 }, "categoryId"],
    ];
    for (const [override, field] of cases) {
      const res = await adminCall<ErrorBody>(createProduct, "/x", {
        cookie,
        body: await phoneBody(override),
        locale: "zh-Hans",
      });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
    }
  });

  it("sanitises a rich description: no script, no event handler, no javascript: link", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const html =
      '<p onclick="steal()">好<script>alert(1)</script><strong>物</strong></p><img src="/uploads/0123456789abcdef0123456789abcdef.png" onerror="x()"><img src="https://evil.example/t.gif"><a href="javascript:alert(1)">链接</a><a href="https://example.com/a">ok</a>';
    const res = await adminCall<Saved>(createProduct, "/x", {
      cookie,
      body: await phoneBody({ description: { "zh-Hans": html, en: "<iframe src=//evil></iframe>Fine" } }),
    });
    const stored = await db.product.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.description).not.toMatch(/script|onclick|onerror|javascript:|evil/);
    expect(stored.description).toContain("<strong>物</strong>");
    expect(stored.description).toContain('<img src="/uploads/0123456789abcdef0123456789abcdef.png" />');
    expect(stored.description).toContain('href="https://example.com/a"');
    const en = await db.productTranslation.findUniqueOrThrow({
      where: { productId_locale: { productId: res.body.id, locale: "en" } },
    });
    expect(en.description).toBe("Fine");
    // Rows written some other way are sanitised again when the shop reads them.
    await db.product.update({
      where: { id: res.body.id },
      data: { description: '<p>x<img src=x onerror="alert(1)"></p>' },
    });
    const shop = await call<{ description: string }>(shopDetail, `/api/v1/products-detail?id=${res.body.id}`);
    expect(shop.body.description).not.toMatch(/onerror|<img/);
  });

  it("refuses a stale save with 409; the fresh one goes through and bumps the version", async () => {
    const a = await signedIn(["catalogue"]);
    const b = await signedIn(["catalogue"]);
    const created = await adminCall<Saved>(createProduct, "/x", { cookie: a.cookie, body: await phoneBody() });
    const detail = await adminCall<{ version: number; skus: { id: number; values: number[]; price: number }[] }>(
      product,
      "/x",
      { cookie: a.cookie, params: p(created.body.id) },
    );
    const edit = async (price: number) => ({
      ...(await phoneBody()),
      version: detail.body.version,
      skus: detail.body.skus.map((s) => ({ id: s.id, values: s.values, price })),
    });
    const first = await adminCall<Saved>(saveProduct, "/x", {
      cookie: a.cookie,
      params: p(created.body.id),
      body: await edit(300_000),
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(detail.body.version + 1);
    const second = await adminCall<ErrorBody>(saveProduct, "/x", {
      cookie: b.cookie,
      params: p(created.body.id),
      body: await edit(100),
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("CONFLICT");
    const prices = await db.sku.findMany({ where: { productId: created.body.id }, select: { price: true } });
    expect(prices.every((s) => s.price === 300_000)).toBe(true);
  });

  it("removing a value hides the SKUs orders reference (sold out, off the goods page) and deletes the others; placed orders keep their price", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const created = await adminCall<Saved>(createProduct, "/x", { cookie, body: await phoneBody() });
    const silver128 = created.body.skus.find((s) => s.values.join() === "1,0")!;
    const silver256 = created.body.skus.find((s) => s.values.join() === "1,1")!;
    const buyer = await shopper();
    const order = await placeOrder(buyer, silver128.id, 1);
    const detail = await adminCall<{ version: number; skus: { id: number; values: number[]; price: number }[] }>(
      product,
      "/x",
      {
        cookie,
        params: p(created.body.id),
      },
    );
    const body = await phoneBody();
    body.specs[0].values = [body.specs[0].values[0]];
    const saved = await adminCall<Saved>(saveProduct, "/x", {
      cookie,
      params: p(created.body.id),
      body: {
        ...body,
        version: detail.body.version,
        skus: detail.body.skus
          .filter((s) => s.values[0] === 0)
          .map((s) => ({ id: s.id, values: s.values, price: s.price + 1000 })),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.skus).toHaveLength(3);
    const hidden = await db.sku.findUniqueOrThrow({ where: { id: silver128.id } });
    expect([hidden.hidden, hidden.stock]).toEqual([true, 0]);
    // Its stock went through the ledger, with a note the console words in its own language.
    expect(await db.stockEntry.findFirst({ where: { skuId: silver128.id }, orderBy: { id: "desc" } })).toMatchObject({
      reason: "correction",
      note: "system:skuRemoved",
    });
    expect(await db.sku.findUnique({ where: { id: silver256.id } })).toBeNull();
    const shop = await call<{ skus: { id: number }[] }>(shopDetail, `/api/v1/products-detail?id=${created.body.id}`);
    expect(shop.body.skus.map((s) => s.id)).not.toContain(silver128.id);
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    expect([item.price, item.skuName]).toEqual([silver128.price, "冰川银 128GB"]);
  });

  it("duplicates (off sale, no stock), takes off sale, and deletes softly", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const created = await adminCall<Saved>(createProduct, "/x", {
      cookie,
      body: await phoneBody({ code: `P-${tag()}` }),
    });
    const copy = await adminCall<Saved>(duplicate, "/x", { cookie, method: "POST", params: p(created.body.id) });
    expect(copy.status).toBe(201);
    const copied = await db.product.findUniqueOrThrow({ where: { id: copy.body.id }, include: { skus: true } });
    expect([copied.isOnSale, copied.code, copied.skus.length, copied.skus.every((s) => s.stock === 0)]).toEqual([
      false,
      null,
      6,
      true,
    ]);
    const off = await adminCall<{ isOnSale: boolean }>(status, "/x", {
      cookie,
      params: p(created.body.id),
      body: { isOnSale: false },
    });
    expect(off.body.isOnSale).toBe(false);
    const shown = await call<{ isOnSale: boolean }>(shopDetail, `/api/v1/products-detail?id=${created.body.id}`);
    expect(shown.body.isOnSale).toBe(false);
    const removed = await adminCall(deleteProduct, "/x", { cookie, method: "DELETE", params: p(created.body.id) });
    expect(removed.status).toBe(200);
    const listed = await adminCall<{ rows: { id: number }[] }>(
      products,
      "/api/admin/v1/products?status=deleted&pageSize=100",
      { cookie },
    );
    expect(listed.body.rows.map((r) => r.id)).toContain(created.body.id);
  });
});

describe("the pickers' reads", () => {
  it("the marketing role reads the product list and the category tree its pickers choose from, and writes neither", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const list = await adminCall<{ rows: { id: number }[] }>(products, "/api/admin/v1/products?pageSize=10", {
      cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    expect((await adminCall(categories, "/api/admin/v1/categories", { cookie })).status).toBe(200);
    expect((await adminCall(createProduct, "/api/admin/v1/products", { cookie, body: await phoneBody() })).status).toBe(
      403,
    );
  });

  it("every role that opens the orders list reads the products its product filter chooses from, and writes none", async () => {
    for (const role of ["viewer", "fulfilment", "service", "finance"]) {
      const { cookie } = await signedIn([role]);
      const res = await adminCall<{ rows: { id: number }[] }>(products, "/api/admin/v1/products?pageSize=10", {
        cookie,
      });
      expect([role, res.status, res.body.rows.length > 0]).toEqual([role, 200, true]);
      expect([role, (await adminCall(categories, "/api/admin/v1/categories", { cookie })).status]).toEqual([role, 403]);
      const created = await adminCall(createProduct, "/api/admin/v1/products", { cookie, body: await phoneBody() });
      expect([role, created.status]).toEqual([role, 403]);
    }
  });
});

describe("products made before the back office", () => {
  it("reads their specs from the SKUs' pairs and translations, and saves them without losing a SKU", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const legacy = await db.product.create({
      data: {
        name: `旧商品 ${tag()}`,
        image: "/media/product/1.svg",
        price: 100,
        categoryId: await categoryId(),
        skus: {
          create: [
            {
              name: "黑 大",
              price: 100,
              stock: 3,
              specs: JSON.stringify([
                ["颜色", "黑"],
                ["尺寸", "大"],
              ]),
            },
            {
              name: "白 大",
              price: 120,
              stock: 4,
              specs: JSON.stringify([
                ["颜色", "白"],
                ["尺寸", "大"],
              ]),
            },
            {
              name: "黑 小",
              price: 90,
              stock: 5,
              specs: JSON.stringify([
                ["颜色", "黑"],
                ["尺寸", "小"],
              ]),
            },
          ],
        },
      },
      include: { skus: true },
    });
    await db.contentTranslation.create({
      data: {
        entity: "sku",
        locale: "en",
        entityId: legacy.skus[1].id,
        field: "specs",
        value: JSON.stringify([
          ["Colour", "White"],
          ["Size", "L"],
        ]),
      },
    });
    const detail = await adminCall<{
      version: number;
      specs: { name: Record<string, string>; values: Record<string, string>[] }[];
      skus: { id: number; values: number[]; price: number }[];
    }>(product, "/x", { cookie, params: p(legacy.id) });
    expect(detail.body.specs.map((s) => s.name)).toEqual([
      { "zh-Hans": "颜色", en: "Colour" },
      { "zh-Hans": "尺寸", en: "Size" },
    ]);
    expect(detail.body.specs[0].values).toEqual([{ "zh-Hans": "黑" }, { "zh-Hans": "白", en: "White" }]);
    expect(detail.body.skus.map((s) => s.values)).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    const saved = await adminCall<Saved>(saveProduct, "/x", {
      cookie,
      params: p(legacy.id),
      body: {
        categoryId: await categoryId(),
        name: { "zh-Hans": legacy.name },
        specs: detail.body.specs,
        skus: detail.body.skus.map((s) => ({ id: s.id, values: s.values, price: s.price })),
        version: detail.body.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.skus.map((s) => [s.id, s.stock])).toEqual(legacy.skus.map((s) => [s.id, s.stock]));
  });
});

describe("stock", () => {
  it("adjustments racing 50 checkouts lose no unit and never go below zero", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const created = await adminCall<Saved>(createProduct, "/x", {
      cookie: (await signedIn(["catalogue"])).cookie,
      body: await phoneBody({ specs: [], skus: [{ values: [], price: 1000, stock: 40 }] }),
    });
    const skuId = created.body.skus[0].id;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const adjustments = [
      { delta: 20, reason: "receipt" },
      { delta: -3, reason: "damage" },
      { delta: 5, reason: "return" },
      { delta: -2, reason: "correction" },
    ];
    const results = await Promise.all([
      ...buyers.map((b) =>
        placeOrder(b, skuId, 1).then(
          () => "order" as const,
          () => "refused" as const,
        ),
      ),
      ...adjustments.map((a) =>
        adminCall(adjust, "/x", { cookie, params: p(skuId), body: { ...a, note: "race" } }).then((r) => r.status),
      ),
    ]);
    const orders = results.filter((r) => r === "order").length;
    const applied = adjustments.filter((_, i) => results[50 + i] === 200).reduce((n, a) => n + a.delta, 0);
    const sku = await db.sku.findUniqueOrThrow({ where: { id: skuId } });
    expect(sku.stock).toBeGreaterThanOrEqual(0);
    expect(sku.stock).toBe(40 + applied - orders);
    const entries = await db.stockEntry.findMany({ where: { skuId }, orderBy: { id: "asc" } });
    // Every movement is a row, the checkouts' too (decision 039): the ledger sums to the stock.
    expect(entries.reduce((n, e) => n + e.delta, 0)).toBe(sku.stock);
    expect(entries.filter((e) => e.reason === "sale")).toHaveLength(orders);
    const tooMuch = await adminCall<ErrorBody>(adjust, "/x", {
      cookie,
      params: p(skuId),
      body: { delta: -(sku.stock + 1), reason: "damage" },
    });
    expect(tooMuch.status).toBe(409);
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(sku.stock);
    const page = await adminCall<{ rows: { delta: number; actor: string }[]; total: number }>(ledger, "/x", {
      cookie,
      params: p(skuId),
    });
    expect(page.body.total).toBe(entries.length);
    const list = await adminCall<{ rows: { skuId: number }[] }>(stock, `/api/admin/v1/stock?q=${skuId}`, { cookie });
    expect(list.status).toBe(200);
  });
});

describe("categories", () => {
  it("nests at most ten levels, never under itself, hides from the shop, and keeps a category that holds products", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    let parentId: number | null = null;
    const chain: number[] = [];
    for (let level = 1; level <= 10; level++) {
      const res: { status: number; body: { id: number } } = await adminCall<{ id: number }>(createCategory, "/x", {
        cookie,
        body: { name: { "zh-Hans": `层${level}`, en: `Level ${level}` }, parentId },
      });
      expect(res.status, `level ${level}`).toBe(201);
      chain.push(res.body.id);
      parentId = res.body.id;
    }
    const eleventh = await adminCall<ErrorBody>(createCategory, "/x", {
      cookie,
      body: { name: { "zh-Hans": "太深" }, parentId },
    });
    expect(eleventh.status).toBe(409);
    const loop = await adminCall(updateCategory, "/x", {
      cookie,
      params: p(chain[0]),
      body: { name: { "zh-Hans": "层1" }, parentId: chain[3] },
    });
    expect(loop.status).toBe(409);
    await adminCall(updateCategory, "/x", {
      cookie,
      params: p(chain[0]),
      body: { name: { "zh-Hans": "层1", en: "Level one" }, parentId: null, hidden: true },
    });
    const shop = await call<{ id: number }[] | { rows: { id: number }[] }>(shopCategories, "/api/v1/category");
    expect(JSON.stringify(shop.body)).not.toContain(`"id":${chain[0]},`);
    const tree = await adminCall<{ rows: { id: number; name: { en?: string } }[] }>(categories, "/x", { cookie });
    expect(tree.body.rows.find((c) => c.id === chain[0])?.name.en).toBe("Level one");
    await adminCall<Saved>(createProduct, "/x", { cookie, body: await phoneBody({ categoryId: chain[9] }) });
    const refused = await adminCall<ErrorBody>(deleteCategory, "/x", { cookie, method: "DELETE", params: p(chain[9]) });
    expect(refused.status).toBe(409);
    expect((await adminCall(deleteCategory, "/x", { cookie, method: "DELETE", params: p(chain[8]) })).status).toBe(409);
  });
});

describe("translations", () => {
  it("lists rows missing a locale and saves one field; the shop shows it", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const created = await adminCall<Saved>(createProduct, "/x", {
      cookie,
      body: await phoneBody({ name: { "zh-Hans": `无英文名 ${tag()}` } }),
    });
    const missing = await adminCall<{ rows: { id: number }[]; total: number }>(
      translations,
      "/api/admin/v1/translations?entity=product&missing=en&pageSize=100",
      { cookie },
    );
    expect(missing.body.rows.map((r) => r.id)).toContain(created.body.id);
    const saved = await adminCall(saveTranslation, "/x", {
      cookie,
      body: { entity: "product", id: created.body.id, locale: "en", field: "name", value: "Now in English" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const en = await call<{ name: string }>(shopDetail, `/api/v1/products-detail?id=${created.body.id}`, {
      locale: "en",
    });
    expect(en.body.name).toBe("Now in English");
    const spec = await adminCall(saveTranslation, "/x", {
      cookie,
      body: { entity: "sku", id: created.body.id, locale: "en", field: "d0v1", value: "Silver" },
    });
    expect(spec.status, JSON.stringify(spec.body)).toBe(200);
    const after = await call<{ skus: { specs: [string, string][] }[] }>(
      shopDetail,
      `/api/v1/products-detail?id=${created.body.id}`,
      {
        locale: "en",
      },
    );
    expect(after.body.skus[3].specs[0]).toEqual(["Colour", "Silver"]);
  });
});

describe("CSV", () => {
  const header =
    "product_code,category_id,on_sale,name.zh-Hans,name.zh-Hant,name.en,name.ja,subtitle.zh-Hans,subtitle.zh-Hant,subtitle.en,subtitle.ja,specs.zh-Hans,specs.zh-Hant,specs.en,specs.ja,sku_code,values.zh-Hans,values.zh-Hant,values.en,values.ja,price,original_price,stock,weight";

  // What the export writes: the import's columns with the pictures and descriptions after the subtitles.
  const fullHeader = header.replace(
    "subtitle.ja,",
    "subtitle.ja,images,description.zh-Hans,description.zh-Hant,description.en,description.ja,",
  );

  it("carries pictures and descriptions: export, import back unchanged, change them by file, bad addresses refused", async () => {
    const { cookie } = await signedIn(["owner"]);
    const code = `PIC-${tag()}`;
    const upload = `/uploads/${"ab".repeat(16)}.png`;
    const created = await adminCall<Saved>(createProduct, "/x", {
      cookie,
      body: await phoneBody({
        code,
        images: [upload, "/media/product/1.svg"],
        description: { "zh-Hans": "<p>好<strong>料</strong>，耐用</p>", en: '<p>Good "stuff", <em>lasts</em></p>' },
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const exported = await exportProducts(
      new Request(`${ORIGIN}/api/admin/v1/products/export`, { headers: { cookie: `mall_admin=${cookie}` } }),
    );
    const { rows } = parseCsv(await exported.text());
    const head = rows[0].map((h) => h.replace(/^\uFEFF/, ""));
    const col = (name: string) => head.indexOf(name);
    const mine = rows.filter((r) => r[col("product_code")] === code);
    expect(mine).toHaveLength(6);
    expect(mine[0][col("images")]).toBe(`${upload} | /media/product/1.svg`);
    expect(mine[0][col("description.zh-Hans")]).toBe("<p>好<strong>料</strong>，耐用</p>");
    expect(mine[0][col("description.en")]).toBe('<p>Good "stuff", <em>lasts</em></p>');
    const file = (body: string[][]) =>
      [head, ...body].map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join("\n");
    const send = (csv: string) =>
      adminCall<{
        applied: boolean;
        created: number;
        updated: number;
        unchanged: number;
        errors: { column: string }[];
      }>(importProducts, "/x", { cookie, body: { csv }, locale: "en" });
    // The export back in: nothing changes.
    expect((await send(file(mine))).body).toMatchObject({ applied: true, unchanged: 1, updated: 0 });
    // New pictures and an English description by file; the sanitiser still decides what is kept.
    const changed = mine.map((r, i) => {
      const next = [...r];
      next[col("images")] = i === 0 ? "/media/product/2.svg | /media/product/3.svg" : "";
      next[col("description.en")] = i === 0 ? "<p>New <script>alert(1)</script>words</p>" : "";
      return next;
    });
    expect((await send(file(changed))).body).toMatchObject({ applied: true, updated: 1 });
    const saved = await adminCall<{ images: string[]; description: Record<string, string> }>(product, "/x", {
      cookie,
      params: { id: String((await db.product.findUniqueOrThrow({ where: { code } })).id) },
    });
    expect(saved.body.images).toEqual(["/media/product/2.svg", "/media/product/3.svg"]);
    expect(saved.body.description.en).toContain("New");
    expect(saved.body.description.en).not.toContain("script");
    expect(saved.body.description["zh-Hans"]).toBe("<p>好<strong>料</strong>，耐用</p>");
    // Another site's picture, or a later row naming other pictures, refuses the file.
    const foreign = changed.map((r, i) => (i === 0 ? r.with(col("images"), "https://evil.example/x.png") : r));
    const refused = await send(file(foreign));
    expect(refused.body.applied).toBe(false);
    expect(refused.body.errors.map((e) => e.column)).toEqual(["images"]);
    const clash = changed.map((r, i) => (i === 1 ? r.with(col("images"), "/media/product/9.svg") : r));
    expect((await send(file(clash))).body.errors.map((e) => e.column)).toEqual(["product_code"]);
  });

  it("a 2,000-row file with 3 bad rows writes nothing and reports the 3; a good file applies once, again changes nothing", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const cat = await categoryId();
    const run = tag();
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const productCode = `IMP-${run}-${Math.floor(i / 4)}`;
      const colour = ["黑", "白", "蓝", "红"][i % 4];
      return `${productCode},${cat},1,导入商品${Math.floor(i / 4)},,Imported ${Math.floor(i / 4)},,,,,,颜色,,Colour,,SKU-${run}-${i},${colour},,${["Black", "White", "Blue", "Red"][i % 4]},,${(10 + (i % 7)).toFixed(2)},,${i % 9},200`;
    });
    const good = [...rows];
    rows[10] = rows[10]
      .replace(",10.", ",ten.")
      .replace(",11.", ",ten.")
      .replace(",12.", ",ten.")
      .replace(",13.", ",ten.")
      .replace(",14.", ",ten.")
      .replace(",15.", ",ten.")
      .replace(",16.", ",ten.");
    rows[500] = rows[500].replace(`,${cat},1,`, ",99999999,1,");
    rows[1500] = rows[1500].replace(`SKU-${run}-1500`, `SKU-${run}-1499`);
    const before = await db.product.count();
    const bad = await adminCall<{ applied: boolean; errors: { line: number; column: string; message: string }[] }>(
      importProducts,
      "/x",
      { cookie, body: { csv: [header, ...rows].join("\n") }, locale: "en" },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.applied).toBe(false);
    expect(bad.body.errors.map((e) => [e.line, e.column])).toEqual([
      [12, "price"],
      [502, "category_id"],
      [1502, "sku_code"],
    ]);
    expect(bad.body.errors.every((e) => e.message.length > 0)).toBe(true);
    expect(await db.product.count()).toBe(before);

    const small = [header, ...good.slice(0, 40)].join("\n");
    const first = await adminCall<{ applied: boolean; created: number; updated: number; unchanged: number }>(
      importProducts,
      "/x",
      {
        cookie,
        body: { csv: small },
      },
    );
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ applied: true, created: 10, updated: 0 });
    const again = await adminCall<{ applied: boolean; created: number; updated: number; unchanged: number }>(
      importProducts,
      "/x",
      {
        cookie,
        body: { csv: small },
      },
    );
    expect(again.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 10 });
    const imported = await db.product.findUniqueOrThrow({ where: { code: `IMP-${run}-0` }, include: { skus: true } });
    expect(imported.skus.map((s) => s.stock).sort()).toEqual([0, 1, 2, 3]);
    const en = await call<{ name: string; skus: { specs: [string, string][] }[] }>(
      shopDetail,
      `/api/v1/products-detail?id=${imported.id}`,
      {
        locale: "en",
      },
    );
    expect(en.body.name).toBe("Imported 0");
    expect(en.body.skus.map((s) => s.specs[0][1])).toEqual(["Black", "White", "Blue", "Red"]);
  });

  it("exports every visible SKU with a BOM, formula cells made inert; importing the export changes nothing", async () => {
    const { cookie } = await signedIn(["owner"]);
    const created = await adminCall<Saved>(createProduct, "/x", {
      cookie,
      body: await phoneBody({ code: `EXP-${tag()}`, name: { "zh-Hans": "=HYPERLINK(1)", en: "+SUM" } }),
    });
    const res = await exportProducts(
      new Request(`${ORIGIN}/api/admin/v1/products/export`, { headers: { cookie: `mall_admin=${cookie}` } }),
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trimEnd().split("\r\n");
    // The stock it was exported with closes each row: an import refuses a figure over stock that moved since.
    expect(lines[0]).toBe(`${fullHeader},stock_at_export`);
    const mine = lines.filter((l) => l.includes("'=HYPERLINK(1)"));
    expect(mine).toHaveLength(6);
    expect(mine[0]).toContain("'+SUM");
    // Only this product's rows back in: nothing changes (codes for SKUs without one come from their ids).
    await db.sku.updateMany({ where: { productId: created.body.id }, data: {} });
    const skus = await db.sku.findMany({ where: { productId: created.body.id }, orderBy: { id: "asc" } });
    for (const s of skus) await db.sku.update({ where: { id: s.id }, data: { code: `S${s.id}` } });
    const csv = [
      fullHeader,
      ...mine.map((l) => l.replaceAll("'=HYPERLINK(1)", "=HYPERLINK(1)").replaceAll("'+SUM", "+SUM")),
    ].join("\n");
    const back = await adminCall<{ applied: boolean; unchanged: number; updated: number; errors: unknown[] }>(
      importProducts,
      "/x",
      {
        cookie,
        body: { csv },
      },
    );
    expect(back.body).toMatchObject({ applied: true, unchanged: 1, updated: 0, errors: [] });
  });
});

describe("uploads", () => {
  const form = (bytes: Uint8Array, name: string) => {
    const data = new FormData();
    data.append("file", new Blob([new Uint8Array(bytes)]), name);
    return data;
  };
  const sender = (cookie: string) => (data: FormData) =>
    upload(
      new Request(`${ORIGIN}/api/admin/v1/uploads`, {
        method: "POST",
        headers: { cookie: `mall_admin=${cookie}`, origin: ORIGIN, "x-locale": "en" },
        body: data,
      }),
    );

  it("takes pictures checked by content, refuses anything else", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const send = sender(cookie);
    const ok = await send(form(pngImage(8, 8), "phone.png"));
    expect(ok.status).toBe(200);
    const { rows } = (await ok.json()) as { rows: { url: string }[] };
    expect(rows[0].url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const refused = await send(form(new TextEncoder().encode("<svg onload=alert(1)>"), "x.png"));
    expect(refused.status).toBe(415);
  });

  it("needs the permission of a screen that shows pictures: the read-only viewer stores nothing (issue 31)", async () => {
    for (const role of ["viewer", "fulfilment", "service", "finance"]) {
      const { operator, cookie } = await signedIn([role]);
      const res = await sender(cookie)(form(pngImage(8, 8), "phone.png"));
      expect([role, res.status]).toEqual([role, 403]);
      expect(await db.upload.count({ where: { operatorId: operator.id } })).toBe(0);
    }
    for (const role of ["catalogue", "marketing", "owner"]) {
      const { cookie } = await signedIn([role]);
      expect([role, (await sender(cookie)(form(pngImage(8, 8), "phone.png"))).status]).toEqual([role, 200]);
    }
  });
});
