// Product search on either engine: a trigram index for terms of 3+ characters (SQLite FTS5, PostgreSQL
// pg_trgm), LIKE for shorter ones, in Chinese and English; relevance order; the index follows inserts,
// updates and deletes; bad input.
import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/v1/products-search/route";
import { planSearch } from "@/lib/services/catalogue";
import { ftsMatch } from "@/lib/db/sqlite";
import { call } from "@/tests/helpers/api";
import { db } from "@/lib/db";

type Row = { id: number; name: string; price: number; image: string; sales: number };
type Page = { rows: Row[]; total: number; hasMore: boolean };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

// Matching is checked on the base (zh-Hans) texts; results in other locales: catalogue-locale.test.ts.
const find = (keyword: unknown, extra: Record<string, unknown> = {}) =>
  call<Page>(search, "/api/v1/products-search", { body: { keyword, ...extra }, locale: "zh-Hans" });

async function textOf(ids: number[]) {
  const rows = await db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, subtitle: true },
  });
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.subtitle}`.toLowerCase()]));
}

async function leafCategory() {
  return db.category.findFirstOrThrow({ where: { parentId: { not: null } } });
}

describe("planSearch", () => {
  it("plans each distinct term with the pinyin readings and initials it may stand for", () => {
    expect(planSearch("手机")).toEqual({
      keyword: "手机",
      terms: [{ text: "手机", pinyin: [], initials: null }],
      phrase: [],
    });
    expect(planSearch("Phone  5G phone 手机").terms.map((t) => t.text)).toEqual(["phone", "5g", "手机"]);
    expect(planSearch("SJ").terms).toEqual([{ text: "sj", pinyin: [], initials: "sj" }]);
    expect(planSearch("shouji").terms[0]).toMatchObject({ pinyin: ["'shou'ji"], initials: "shouji" });
    // Two words of pinyin also read as one ("shou ji" as "shou'ji"), which ranks the phrase first.
    expect(planSearch("shou ji")).toMatchObject({ keyword: "shou ji", phrase: ["'shou'ji"] });
    expect(planSearch("shou 手机").phrase).toEqual([]);
    expect(planSearch("shouji", "en")).toMatchObject({ locale: "en" });
  });

  it("quotes every text of the SQLite FTS5 expression, so no query syntax gets through", () => {
    const terms = planSearch('say "hi" NEAR(x').terms;
    expect(ftsMatch(terms)).toBe(
      `({name subtitle} : "say" OR namePinyin : "'sa'y" OR nameInitials : "say") AND ({name subtitle} : """hi""") AND ({name subtitle} : "near(x")`,
    );
    expect(ftsMatch([])).toBeNull();
  });
});

describe("search", () => {
  it("finds 手机 (two characters: the LIKE path) with the name matches first", async () => {
    const res = await find("手机");
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const text = await textOf(res.body.rows.map((r) => r.id));
    for (const row of res.body.rows) expect(text.get(row.id)).toContain("手机");
    expect(res.body.rows[0].name).toContain("手机");
    expect(res.body.total).toBe(
      await db.product.count({
        where: { isOnSale: true, OR: [{ name: { contains: "手机" } }, { subtitle: { contains: "手机" } }] },
      }),
    );
  });

  it("finds Chinese words inside text without spaces (the trigram path)", async () => {
    const res = await find("智能手机");
    expect(res.body.rows.map((r) => r.name)).toContainEqual(expect.stringContaining("智能手机"));
    const tea = await find("绿茶");
    expect(tea.body.rows.some((r) => r.name.includes("绿茶"))).toBe(true);
  });

  it("finds English case-insensitively", async () => {
    const lower = await find("phone");
    expect(lower.body.total).toBeGreaterThan(0);
    const text = await textOf(lower.body.rows.map((r) => r.id));
    for (const row of lower.body.rows) expect(text.get(row.id)).toContain("phone");
    // Whole words first: "… Phone" before "Headphones".
    const names = lower.body.rows.map((r) => r.name);
    const firstPartial = names.findIndex((n) => !/(^|\s)phone(\s|$)/i.test(n));
    expect(firstPartial).toBeGreaterThan(0);
    expect(names.slice(firstPartial).every((n) => !/(^|\s)phone(\s|$)/i.test(n))).toBe(true);
    const upper = await find("PHONE");
    expect(upper.body.rows.map((r) => r.id)).toEqual(lower.body.rows.map((r) => r.id));
    expect((await find("coffee")).body.rows.some((r) => /coffee/i.test(r.name))).toBe(true);
  });

  it("requires every term: mixed short and long, Chinese and English", async () => {
    const both = await find("蓝牙 耳机");
    expect(both.body.total).toBeGreaterThan(0);
    const text = await textOf(both.body.rows.map((r) => r.id));
    for (const row of both.body.rows) {
      expect(text.get(row.id)).toContain("蓝牙");
      expect(text.get(row.id)).toContain("耳机");
    }
    const mixed = await find("降噪 Earbuds");
    expect(mixed.body.rows.map((r) => r.name)).toContainEqual(expect.stringContaining("Earbuds"));
    expect((await find("手机 zzqqxx")).body.total).toBe(0);
  });

  it("ranks a match in the name above a match in the subtitle", async () => {
    const category = await leafCategory();
    const inSubtitle = await db.product.create({
      data: {
        name: "普通商品 Plain item",
        subtitle: "附带 Quokkaware 配件",
        image: "/media/x.svg",
        price: 100,
        categoryId: category.id,
        sales: 999999,
      },
    });
    const inName = await db.product.create({
      data: {
        name: "Quokkaware 保温杯",
        subtitle: "",
        image: "/media/x.svg",
        price: 100,
        categoryId: category.id,
        sales: 1,
      },
    });
    const res = await find("quokkaware");
    expect(res.body.rows.map((r) => r.id)).toEqual([inName.id, inSubtitle.id]);
    const short = await find("袋鼠");
    expect(short.body.total).toBe(0);
  });

  it("keeps the index in step with inserts, updates, deletes and taking products off sale", async () => {
    const category = await leafCategory();
    const p = await db.product.create({
      data: { name: "星际漫游者 Wombatron 背包", image: "/media/x.svg", price: 5000, categoryId: category.id },
    });
    expect((await find("wombatron")).body.rows.map((r) => r.id)).toEqual([p.id]);
    expect((await find("漫游者")).body.rows.map((r) => r.id)).toContain(p.id);
    await db.product.update({ where: { id: p.id }, data: { name: "星际旅行家 Numbatix 背包" } });
    expect((await find("wombatron")).body.total).toBe(0);
    expect((await find("numbatix")).body.rows.map((r) => r.id)).toEqual([p.id]);
    await db.product.update({ where: { id: p.id }, data: { isOnSale: false } });
    expect((await find("numbatix")).body.total).toBe(0);
    await db.product.update({ where: { id: p.id }, data: { isOnSale: true } });
    expect((await find("numbatix")).body.total).toBe(1);
    await db.product.delete({ where: { id: p.id } });
    expect((await find("numbatix")).body.total).toBe(0);
  });

  it("pages with the list-loading rules", async () => {
    const all = await find("手机", { pageSize: 100 });
    const total = all.body.total;
    const first = await find("手机", { pageSize: 2, pageIndex: 1 });
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.hasMore).toBe(total > 2);
    const second = await find("手机", { pageSize: 2, pageIndex: 2 });
    expect(second.body.rows.map((r) => r.id)).toEqual(all.body.rows.slice(2, 4).map((r) => r.id));
    const past = await find("手机", { pageSize: 2, pageIndex: 500 });
    expect(past.body).toMatchObject({ rows: [], hasMore: false, total });
  });

  it("treats query syntax and wildcards as plain text", async () => {
    for (const keyword of [
      '"',
      "*",
      "手机*",
      "NOT phone",
      "phone OR tea",
      "NEAR(a b)",
      "name:phone",
      "'); DROP TABLE Product; --",
      "%",
      "_",
      "\\",
    ]) {
      const res = await find(keyword);
      expect(res.status, keyword).toBe(200);
      expect(Array.isArray(res.body.rows), keyword).toBe(true);
    }
    // LIKE wildcards are escaped: "%" finds only text with a literal "%" ("72% 可可"), not everything.
    const percent = await find("%");
    const text = await textOf(percent.body.rows.map((r) => r.id));
    expect(percent.body.total).toBeLessThan(5);
    for (const row of percent.body.rows) expect(text.get(row.id)).toContain("%");
    expect((await find("_")).body.total).toBe(0);
    expect(await db.product.count()).toBeGreaterThan(0);
  });

  it("rejects a blank, missing, too long or non-text keyword and bad paging with 422", async () => {
    for (const body of [
      {},
      { keyword: "" },
      { keyword: "   " },
      { keyword: "x".repeat(51) },
      { keyword: 42 },
      { keyword: null },
    ]) {
      const res = await call<ErrorBody>(search, "/api/v1/products-search", { body, locale: "zh-Hans" });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.fields?.keyword, JSON.stringify(body)).toBeTruthy();
    }
    const blank = await call<ErrorBody>(search, "/api/v1/products-search", { body: { keyword: " " }, locale: "en" });
    expect(blank.body.fields?.keyword).toBe("Keyword is required");
    const paging = await call<ErrorBody>(search, "/api/v1/products-search", {
      body: { keyword: "手机", pageSize: 1000 },
    });
    expect(paging.status).toBe(422);
    expect(paging.body.fields?.pageSize).toBeTruthy();
    const broken = await call<ErrorBody>(search, "/api/v1/products-search", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });
});
