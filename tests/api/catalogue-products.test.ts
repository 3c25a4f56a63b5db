// Catalogue endpoints through the real route handlers: shapes, filters, paging edges, bad input, and
// that the response cache never serves data older than the last write.
import { describe, expect, it } from "vitest";
import { GET as products } from "@/app/api/v1/products/route";
import { GET as detail } from "@/app/api/v1/products-detail/route";
import { GET as skus } from "@/app/api/v1/products-skus/route";
import { GET as banner } from "@/app/api/v1/banner/route";
import { GET as buttons } from "@/app/api/v1/get-button-list/route";
import { GET as bigBanners } from "@/app/api/v1/get-big-barnner-list/route";
import { GET as categoryTree } from "@/app/api/v1/category/route";
import { GET as getCategory } from "@/app/api/v1/get-category/route";
import { GET as discounts } from "@/app/api/v1/get-discount/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { call } from "@/tests/helpers/api";
import { db, sqlReader } from "@/lib/db";
import { priceSkus } from "@/lib/services/order";

type Row = { id: number; name: string; price: number; originalPrice: number | null; image: string; sales: number };
type Page<T = Row> = { rows: T[]; total: number; hasMore: boolean };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Sku = { id: number; name: string; price: number; stock: number };
type Detail = Row & {
  images: string[];
  description: string;
  isOnSale: boolean;
  skus: Sku[];
  tags: string[];
  category: { id: number; name: string };
};
type Node = { id: number; name: string; icon: string; children: Node[] };

const onSaleCount = () => db.product.count({ where: { isOnSale: true } });

describe("home merchandising", () => {
  it("serves banners, big banners and the button grid", async () => {
    for (const [route, url] of [
      [banner, "/api/v1/banner"],
      [bigBanners, "/api/v1/get-big-barnner-list"],
      [buttons, "/api/v1/get-button-list"],
    ] as const) {
      const res = await call<{ id: number; link: string }[]>(route, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body.length, url).toBeGreaterThan(0);
      for (const item of res.body) expect(typeof item.link).toBe("string");
    }
  });
});

describe("categories", () => {
  it("returns a two-level tree, and one category with its parent and children", async () => {
    const tree = await call<Node[]>(categoryTree, "/api/v1/category");
    expect(tree.status).toBe(200);
    const top = tree.body.find((c) => c.children.length > 0)!;
    expect(top).toBeDefined();
    const one = await call<{ id: number; parent: null; children: Node[] }>(
      getCategory,
      `/api/v1/get-category?id=${top.id}`,
    );
    expect(one.body).toMatchObject({ id: top.id, name: top.name, parent: null });
    expect(one.body.children.map((c) => c.id)).toEqual(top.children.map((c) => c.id));
    const child = await call<{ parent: { id: number } }>(getCategory, `/api/v1/get-category?id=${top.children[0].id}`);
    expect(child.body.parent.id).toBe(top.id);
    const tops = await call<{ id: number }[]>(getCategory, "/api/v1/get-category");
    expect(tops.body.map((c) => c.id)).toEqual(tree.body.map((c) => c.id));
  });

  it("answers 404 for a missing category and 422 for a bad id", async () => {
    const missing = await call<ErrorBody>(getCategory, "/api/v1/get-category?id=99999999", { locale: "zh-Hans" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "NOT_FOUND", message: "分类不存在" });
    const bad = await call<ErrorBody>(getCategory, "/api/v1/get-category?id=abc");
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("VALIDATION");
    expect(bad.body.fields?.id).toBeDefined();
  });
});

describe("product list", () => {
  it("pages through every product on sale exactly once", async () => {
    const total = await onSaleCount();
    const seen = new Set<number>();
    for (let pageIndex = 1; ; pageIndex++) {
      const res = await call<Page>(products, `/api/v1/products?pageIndex=${pageIndex}&pageSize=30`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(total);
      for (const row of res.body.rows) {
        expect(Object.keys(row).sort()).toEqual(["id", "image", "name", "originalPrice", "price", "sales"]);
        expect(Number.isInteger(row.price)).toBe(true);
        seen.add(row.id);
      }
      // The list-loading rule: fewer rows than the page size is the last page.
      if (res.body.rows.length < 30) {
        expect(res.body.hasMore).toBe(false);
        break;
      }
      expect(res.body.hasMore).toBe(pageIndex * 30 < total);
    }
    expect(seen.size).toBe(total);
  });

  it("answers an empty page, without more, past the end", async () => {
    const res = await call<Page>(products, "/api/v1/products?pageIndex=999&pageSize=20");
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
    expect(res.body.hasMore).toBe(false);
  });

  it("filters by a top category (including its sub-categories) and by a leaf", async () => {
    const tree = (await call<Node[]>(categoryTree, "/api/v1/category")).body;
    const top = tree.find((c) => c.children.length > 1)!;
    const ids = [top.id, ...top.children.map((c) => c.id)];
    const expected = await db.product.count({ where: { isOnSale: true, categoryId: { in: ids } } });
    const res = await call<Page>(products, `/api/v1/products?categoryId=${top.id}&pageSize=100`);
    expect(res.body.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const rows = await db.product.findMany({
      where: { id: { in: res.body.rows.map((r) => r.id) } },
      select: { categoryId: true },
    });
    expect(rows.every((r) => ids.includes(r.categoryId))).toBe(true);
    const leaf = await call<Page>(products, `/api/v1/products?categoryId=${top.children[0].id}&pageSize=100`);
    expect(leaf.body.total).toBe(await db.product.count({ where: { isOnSale: true, categoryId: top.children[0].id } }));
  });

  it("filters by merchandising tag", async () => {
    for (const tag of ["boutique", "recommend", "new", "imported"]) {
      const res = await call<Page>(products, `/api/v1/products?tag=${tag}&pageSize=100`);
      expect(res.status).toBe(200);
      expect(res.body.total, tag).toBe(await db.product.count({ where: { isOnSale: true, tags: { some: { tag } } } }));
      expect(res.body.total, tag).toBeGreaterThan(0);
    }
    const now = new Date();
    const discounted = await call<Page>(products, "/api/v1/products?tag=discount&pageSize=100");
    expect(discounted.body.total).toBe(
      await db.product.count({
        where: { isOnSale: true, discounts: { some: { startsAt: { lte: now }, endsAt: { gt: now } } } },
      }),
    );
  });

  it("sorts by price and by sales", async () => {
    const asc = (await call<Page>(products, "/api/v1/products?sort=price_asc&pageSize=50")).body.rows.map(
      (r) => r.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await call<Page>(products, "/api/v1/products?sort=price_desc&pageSize=50")).body.rows.map(
      (r) => r.price,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await call<Page>(products, "/api/v1/products?sort=sales&pageSize=50")).body.rows.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it("rejects bad parameters with 422 and the field", async () => {
    for (const [query, field] of [
      ["pageIndex=0", "pageIndex"],
      ["pageSize=0", "pageSize"],
      ["pageSize=101", "pageSize"],
      ["pageIndex=1.5", "pageIndex"],
      ["categoryId=-3", "categoryId"],
      ["tag=cheap", "tag"],
      ["sort=random", "sort"],
      ["shopId=x", "shopId"],
    ]) {
      const res = await call<ErrorBody>(products, `/api/v1/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.fields?.[field], query).toBeTruthy();
    }
  });

  it("shows a price change and a new product at once (the cache follows writes)", async () => {
    const first = (await call<Page>(products, "/api/v1/products?pageSize=5")).body;
    const target = first.rows[0];
    await db.product.update({ where: { id: target.id }, data: { price: target.price + 1234 } });
    const after = (await call<Page>(products, "/api/v1/products?pageSize=5")).body;
    expect(after.rows[0].price).toBe(target.price + 1234);
    const category = await db.category.findFirstOrThrow({ where: { parentId: { not: null } } });
    await db.product.create({
      data: { name: "缓存测试 Cache probe", image: "/media/x.svg", price: 100, categoryId: category.id, sort: -1 },
    });
    const withNew = (await call<Page>(products, "/api/v1/products?pageSize=5")).body;
    expect(withNew.total).toBe(first.total + 1);
    expect(withNew.rows[0].name).toBe("缓存测试 Cache probe");
  });
});

describe("product detail and SKUs", () => {
  it("returns the product with images and SKUs (price and stock each)", async () => {
    const product = await db.product.findFirstOrThrow({
      where: { isOnSale: true, skus: { some: {} } },
      include: { skus: true },
    });
    // The base columns are the zh-Hans text (other locales: tests/api/catalogue-locale.test.ts).
    const res = await call<Detail>(detail, `/api/v1/products-detail?id=${product.id}`, { locale: "zh-Hans" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: product.id,
      name: product.name,
      price: product.price,
      description: product.description,
      isOnSale: true,
    });
    expect(res.body.images.length).toBeGreaterThan(0);
    expect(res.body.skus.map((s) => s.id).sort()).toEqual(product.skus.map((s) => s.id).sort());
    for (const sku of res.body.skus)
      expect(Object.keys(sku)).toEqual(expect.arrayContaining(["id", "name", "price", "stock"]));
    const list = await call<Sku[]>(skus, `/api/v1/products-skus?id=${product.id}`, { locale: "zh-Hans" });
    expect(list.status).toBe(200);
    expect(list.body).toEqual(res.body.skus);
  });

  it("shows a stock change at once", async () => {
    const sku = await db.sku.findFirstOrThrow({ where: { product: { isOnSale: true } } });
    await call(skus, `/api/v1/products-skus?id=${sku.productId}`);
    await db.sku.update({ where: { id: sku.id }, data: { stock: 3 } });
    const list = await call<Sku[]>(skus, `/api/v1/products-skus?id=${sku.productId}`);
    expect(list.body.find((s) => s.id === sku.id)?.stock).toBe(3);
    const d = await call<Detail>(detail, `/api/v1/products-detail?id=${sku.productId}`);
    expect(d.body.skus.find((s) => s.id === sku.id)?.stock).toBe(3);
  });

  it("answers 404 in the caller's language for a missing product, 422 for a bad id", async () => {
    for (const route of [detail, skus]) {
      const en = await call<ErrorBody>(route, "/api/v1/products-detail?id=99999999", { locale: "en" });
      expect(en.status).toBe(404);
      expect(en.body).toEqual({ code: "NOT_FOUND", message: "This product does not exist" });
      const ja = await call<ErrorBody>(route, "/api/v1/products-detail?id=99999999", { locale: "ja" });
      expect(ja.body.message).toBe("この商品は存在しません");
      for (const bad of ["", "?id=", "?id=0", "?id=abc", "?id=1e99"]) {
        const res = await call<ErrorBody>(route, `/api/v1/products-detail${bad}`);
        expect(res.status, bad).toBe(422);
        expect(res.body.code).toBe("VALIDATION");
      }
    }
  });

  it("still describes a product taken off sale (old links), flagged, and leaves it out of lists", async () => {
    const product = await db.product.findFirstOrThrow({ where: { isOnSale: true } });
    await db.product.update({ where: { id: product.id }, data: { isOnSale: false } });
    const res = await call<Detail>(detail, `/api/v1/products-detail?id=${product.id}`);
    expect(res.body.isOnSale).toBe(false);
    const all = await call<Page>(products, "/api/v1/products?pageSize=100");
    const ids: number[] = [];
    for (let p = 1; p <= Math.ceil(all.body.total / 100); p++)
      ids.push(
        ...(await call<Page>(products, `/api/v1/products?pageSize=100&pageIndex=${p}`)).body.rows.map((r) => r.id),
      );
    expect(ids).not.toContain(product.id);
  });
});

describe("discounts", () => {
  it("show the price checkout charges everywhere: list, detail, SKUs", async () => {
    const category = await db.category.findFirstOrThrow({ where: { parentId: { not: null } } });
    const product = await db.product.create({
      data: {
        name: "折扣测试 Discount probe",
        image: "/media/x.svg",
        price: 9999,
        categoryId: category.id,
        sort: -5,
        skus: {
          create: [
            { name: "A", price: 9999, stock: 5 },
            { name: "B", price: 12001, stock: 5 },
          ],
        },
      },
      include: { skus: { orderBy: { id: "asc" } } },
    });
    const day = 24 * 3600 * 1000;
    await db.discount.create({
      data: {
        productId: product.id,
        title: "八折 probe",
        ratePercent: 80,
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + day),
      },
    });
    const charged = await priceSkus(
      sqlReader,
      product.skus.map((s) => s.id),
      new Date(),
    );

    const d = (
      await call<Omit<Detail, "skus"> & { skus: (Sku & { originalPrice: number | null })[] }>(
        detail,
        `/api/v1/products-detail?id=${product.id}`,
      )
    ).body;
    expect(d).toMatchObject({ price: 7999, originalPrice: 9999 });
    expect(d.skus.map((s) => [s.price, s.originalPrice])).toEqual([
      [7999, 9999],
      [9601, 12001],
    ]);
    for (const s of d.skus) expect(s.price).toBe(charged.get(s.id)?.price);
    const listed = (await call<Page>(products, "/api/v1/products?tag=discount&pageSize=100")).body.rows.find(
      (r) => r.id === product.id,
    );
    expect(listed).toMatchObject({ price: 7999, originalPrice: 9999 });
    const cheapest = (
      await call<Page>(products, `/api/v1/products?categoryId=${category.id}&sort=price_asc&pageSize=100`)
    ).body.rows.map((r) => r.price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });

  it("lists running discounts with their products, not ended or future ones", async () => {
    const product = await db.product.findFirstOrThrow({ where: { isOnSale: true }, orderBy: { id: "asc" } });
    const day = 24 * 3600 * 1000;
    await db.discount.create({
      data: {
        productId: product.id,
        title: "已结束 ended",
        ratePercent: 50,
        startsAt: new Date(Date.now() - 3 * day),
        endsAt: new Date(Date.now() - day),
      },
    });
    await db.discount.create({
      data: {
        productId: product.id,
        title: "未开始 future",
        ratePercent: 50,
        startsAt: new Date(Date.now() + day),
        endsAt: new Date(Date.now() + 3 * day),
      },
    });
    const running = await db.discount.create({
      data: {
        productId: product.id,
        title: "进行中 running",
        ratePercent: 80,
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + day),
        sort: -100,
      },
    });
    const res = await call<Page<{ id: number; title: string; ratePercent: number; product: Row }>>(
      discounts,
      "/api/v1/get-discount?pageSize=100",
      { locale: "zh-Hans" },
    );
    expect(res.status).toBe(200);
    const titles = res.body.rows.map((r) => r.title);
    expect(titles[0]).toBe("进行中 running");
    expect(titles).not.toContain("已结束 ended");
    expect(titles).not.toContain("未开始 future");
    expect(res.body.rows[0]).toMatchObject({
      id: running.id,
      ratePercent: 80,
      product: { id: product.id, name: product.name },
    });
    expect((await call<ErrorBody>(discounts, "/api/v1/get-discount?pageSize=abc")).status).toBe(422);
  });
});

describe("openapi", () => {
  it("documents every catalogue endpoint", async () => {
    const doc = (await (await openapi()).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/api/v1/banner", "get"],
      ["/api/v1/get-button-list", "get"],
      ["/api/v1/get-big-barnner-list", "get"],
      ["/api/v1/products", "get"],
      ["/api/v1/products-detail", "get"],
      ["/api/v1/products-skus", "get"],
      ["/api/v1/category", "get"],
      ["/api/v1/get-category", "get"],
      ["/api/v1/get-discount", "get"],
      ["/api/v1/products-search", "post"],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
