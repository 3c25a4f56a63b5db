// Content in the shopper's language: the product list, category tree, detail and merchandising come
// back in the caller's locale (x-locale / Accept-Language), fall back to zh-Hans where an operator
// wrote no translation, and the response cache never hands one locale's answer to another.
import { describe, expect, it } from "vitest";
import { GET as products } from "@/app/api/v1/products/route";
import { GET as detail } from "@/app/api/v1/products-detail/route";
import { GET as categoryTree } from "@/app/api/v1/category/route";
import { GET as buttons } from "@/app/api/v1/get-button-list/route";
import { GET as banner } from "@/app/api/v1/banner/route";
import { GET as discounts } from "@/app/api/v1/get-discount/route";
import { POST as search } from "@/app/api/v1/products-search/route";
import { GET as suggest } from "@/app/api/v1/search-suggest/route";
import { GET as hotKeywords } from "@/app/api/v1/search-hot/route";
import { call } from "@/tests/helpers/api";
import { db } from "@/lib/db";

type Row = { id: number; name: string; image: string };
type Page = { rows: Row[]; total: number; hasMore: boolean };
type Node = { id: number; name: string; children: Node[] };
type Detail = Row & {
  subtitle: string;
  description: string;
  category: { name: string };
  shop: { name: string } | null;
  skus: { id: number; name: string; specs: [string, string][] }[];
};

const HAN = /[\u3400-\u9fff]/;
// Kana: Japanese text has some; Chinese never does.
const KANA = /[\u3040-\u30ff]/;

async function allProducts(locale: string): Promise<Row[]> {
  const res = await call<Page>(products, "/api/v1/products?pageIndex=1&pageSize=100", { locale });
  expect(res.status).toBe(200);
  expect(res.body.hasMore).toBe(false);
  return res.body.rows;
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe("an English shopper", () => {
  it("reads product names without Chinese in at least 90% of the seeded products", async () => {
    const rows = await allProducts("en");
    expect(rows.length).toBeGreaterThanOrEqual(90);
    const english = rows.filter((r) => !HAN.test(r.name));
    expect(english.length / rows.length).toBeGreaterThanOrEqual(0.9);
  });

  it("reads the category tree without Chinese in at least 90% of the names", async () => {
    const res = await call<Node[]>(categoryTree, "/api/v1/category", { locale: "en" });
    const names = flatten(res.body).map((n) => n.name);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !HAN.test(n)).length / names.length).toBeGreaterThanOrEqual(0.9);
    expect(names).toContain("Phones");
  });

  it("lists named products by id in the caller's locale (the browsing history's names and prices)", async () => {
    const en = await call<Page>(products, "/api/v1/products?ids=3,1,2&pageSize=50", { locale: "en" });
    expect(en.status).toBe(200);
    expect(en.body.rows.map((r) => r.id).sort()).toEqual([1, 2, 3]);
    expect(en.body.rows.every((r) => !HAN.test(r.name))).toBe(true);
    const zh = await call<Page>(products, "/api/v1/products?ids=1", { locale: "zh-Hans" });
    expect(HAN.test(zh.body.rows[0].name)).toBe(true);
    for (const bad of ["1,x", "0", "1,,2", "1.5", Array.from({ length: 51 }, (_, i) => i + 1).join(",")]) {
      const res = await call<{ code: string; fields: Record<string, string> }>(products, `/api/v1/products?ids=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(
        Object.keys(res.body.fields).some((k) => k === "ids" || k.startsWith("ids.")),
        bad,
      ).toBe(true);
    }
  });

  it("gets the goods detail, its SKUs, category and shop in English", async () => {
    const res = await call<Detail>(detail, "/api/v1/products-detail?id=1", { locale: "en" });
    expect(res.body.name).toBe("Xingyao X20 5G Smartphone");
    expect(res.body.description).toContain("Ships within 48 hours");
    expect(res.body.category.name).toBe("Phones");
    expect(res.body.shop?.name).toBe("Xingyao Digital Flagship");
    expect(res.body.skus.map((s) => s.name).slice(0, 3)).toEqual([
      "Obsidian Black 8GB+128GB",
      "Obsidian Black 8GB+256GB",
      "Obsidian Black 12GB+512GB",
    ]);
    // The colour × storage picker's dimensions and values too.
    expect(res.body.skus[0].specs).toEqual([
      ["Colour", "Obsidian Black"],
      ["Storage", "8GB+128GB"],
    ]);
    const ja = await call<Detail>(detail, "/api/v1/products-detail?id=1", { locale: "ja" });
    expect(ja.body.skus[3].specs).toEqual([
      ["カラー", "グレイシャーシルバー"],
      ["ストレージ", "8GB+128GB"],
    ]);
  });

  it("sees the home buttons, banners and discount labels in English", async () => {
    const grid = await call<{ name: string }[]>(buttons, "/api/v1/get-button-list", { locale: "en" });
    expect(grid.body[0].name).toBe("Deals");
    const banners = await call<{ title: string; image: string }[]>(banner, "/api/v1/banner", { locale: "en" });
    expect(banners.body.every((b) => !HAN.test(b.title))).toBe(true);
    // The banner picture carries the English title too.
    expect(new URL(banners.body[0].image, "http://localhost").searchParams.get("t")).toBe("Xingyao X20 launch");
    const deals = await call<{ rows: { title: string; product: Row }[] }>(
      discounts,
      "/api/v1/get-discount?pageIndex=1&pageSize=5",
      { locale: "en" },
    );
    expect(deals.body.rows[0].title).toMatch(/^\d+% off$/);
    expect(HAN.test(deals.body.rows[0].product.name)).toBe(false);
  });
});

describe("search results", () => {
  it("name the products in the caller's locale", async () => {
    const en = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "Cardigan" }, locale: "en" });
    expect(en.body.rows.map((r) => r.name)).toContain("Women's Knit Cardigan");
    const ja = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "Cardigan" }, locale: "ja" });
    expect(ja.body.rows.map((r) => r.name)).toContain("レディース ニットカーディガン");
  });

  it("match the translation in the caller's locale, not only the zh-Hans name", async () => {
    // "Knit" stands only in the English name ("Women's Knit Cardigan"), "ニット" only in the Japanese.
    const en = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "knit" }, locale: "en" });
    expect(en.body.rows.map((r) => r.name)).toContain("Women's Knit Cardigan");
    expect(en.body.total).toBe(en.body.rows.length);
    const ja = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "ニット" }, locale: "ja" });
    expect(ja.body.rows.map((r) => r.name)).toContain("レディース ニットカーディガン");
    // The zh-Hans shopper's search does not see the English words; the Chinese name still finds it in English.
    const hans = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "knit" }, locale: "zh-Hans" });
    expect(hans.body.rows.map((r) => r.id)).not.toContain(26);
    const byChinese = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: "针织开衫" },
      locale: "en",
    });
    expect(byChinese.body.rows.map((r) => r.name)).toContain("Women's Knit Cardigan");
  });

  it("sort and filter in the locale, named in it", async () => {
    const res = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: "phone", sort: "price_asc", pageSize: 50 },
      locale: "en",
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(1);
    expect(res.body.rows.every((r) => !HAN.test(r.name))).toBe(true);
  });

  it("suggest and offer hot keywords in the caller's locale", async () => {
    const suggestions = await call<{ rows: string[] }>(suggest, "/api/v1/search-suggest?keyword=card", {
      locale: "en",
    });
    expect(suggestions.body.rows).toContain("Women's Knit Cardigan");
    expect(suggestions.body.rows.every((n) => !HAN.test(n))).toBe(true);
    const hot = await call<{ rows: string[] }>(hotKeywords, "/api/v1/search-hot", { locale: "en" });
    expect(hot.body.rows.length).toBeGreaterThan(3);
    expect(hot.body.rows.every((k) => !HAN.test(k))).toBe(true);
    const hotJa = await call<{ rows: string[] }>(hotKeywords, "/api/v1/search-hot", { locale: "zh-Hant" });
    expect(hotJa.body.rows.join("")).not.toMatch(/[优区机]/);
  });
});

describe("other locales", () => {
  it("serves Japanese and Traditional Chinese; zh-Hans stays the base text", async () => {
    const [ja, hant, hans] = await Promise.all(
      ["ja", "zh-Hant", "zh-Hans"].map((l) => call<Detail>(detail, "/api/v1/products-detail?id=26", { locale: l })),
    );
    expect(hans.body.name).toBe("女士针织开衫 Cardigan");
    expect(ja.body.name).toBe("レディース ニットカーディガン");
    expect(KANA.test(ja.body.subtitle)).toBe(true);
    expect(hant.body.name).toBe("女士針織開衫 Cardigan");
    const grid = await call<{ name: string }[]>(buttons, "/api/v1/get-button-list", { locale: "zh-Hant" });
    // Not the simplified 优惠区 next to traditional labels.
    expect(grid.body[0].name).toBe("優惠區");
  });

  it("takes the locale from Accept-Language when nothing else says", async () => {
    const res = await call<Detail>(detail, "/api/v1/products-detail?id=1", {
      locale: "",
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
    });
    expect(res.body.name).toBe("星耀 X20 5G スマートフォン");
  });
});

describe("fallback and cache", () => {
  it("falls back to zh-Hans field by field where a translation is missing", async () => {
    await db.productTranslation.update({
      where: { productId_locale: { productId: 2, locale: "en" } },
      data: { subtitle: null },
    });
    await db.productTranslation.delete({ where: { productId_locale: { productId: 3, locale: "en" } } });
    await db.contentTranslation.delete({
      where: { entity_locale_entityId_field: { entity: "sku", locale: "en", entityId: 21, field: "name" } },
    });
    const two = await call<Detail>(detail, "/api/v1/products-detail?id=2", { locale: "en" });
    expect(two.body.name).toBe("Lime Note 12 Phone");
    expect(two.body.subtitle).toBe("长续航 · 大屏幕");
    const three = await call<Detail>(detail, "/api/v1/products-detail?id=3", { locale: "en" });
    expect(three.body.name).toBe("折叠屏手机 Fold S 旗舰版");
    expect(three.body.skus[0].name).toBe("12GB+256GB");
    const list = await allProducts("en");
    expect(list.find((r) => r.id === 3)?.name).toBe("折叠屏手机 Fold S 旗舰版");
  });

  it("keys the cache by locale and sees an operator's new translation at once", async () => {
    // Fill the cache in two locales, alternately, and check neither leaks into the other.
    for (let i = 0; i < 2; i++) {
      const en = await allProducts("en");
      const ja = await allProducts("ja");
      expect(en.find((r) => r.id === 1)?.name).toBe("Xingyao X20 5G Smartphone");
      expect(ja.find((r) => r.id === 1)?.name).toBe("星耀 X20 5G スマートフォン");
    }
    await db.productTranslation.update({
      where: { productId_locale: { productId: 1, locale: "en" } },
      data: { name: "Xingyao X20 (renamed)" },
    });
    expect((await allProducts("en")).find((r) => r.id === 1)?.name).toBe("Xingyao X20 (renamed)");
    expect((await allProducts("ja")).find((r) => r.id === 1)?.name).toBe("星耀 X20 5G スマートフォン");
  });
});
