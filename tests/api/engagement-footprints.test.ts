// 足迹 on the account: recorded when a product is opened (moved to the front when opened again),
// capped at 100 (the oldest go), listed newest first in the reader's locale, deleted one by one or all,
// the device's list merged in at login (the later visit wins), and nobody else's.
import { describe, expect, it } from "vitest";
import { GET as list, POST as record } from "@/app/api/v1/footprints/route";
import { POST as remove } from "@/app/api/v1/footprints-delete/route";
import { POST as merge } from "@/app/api/v1/footprints-merge/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Page = { rows: { productId: number; name: string; viewedAt: string }[]; total: number; hasMore: boolean };

const open = (token: string, productId: number) =>
  call<{ productId: number; viewedAt: string }>(record, "/api/v1/footprints", { token, body: { productId } });
const read = (token: string, query = "pageSize=100", locale = "zh-Hans") =>
  call<Page>(list, `/api/v1/footprints?${query}`, { token, locale });

describe("footprints on the account", () => {
  it("records, moves a product to the front when opened again, names it in the locale, keeps 100", async () => {
    const { user, token } = await createUser();
    const products: number[] = [];
    for (let i = 0; i < 3; i++) products.push((await createSku()).productId);
    for (const p of products) expect((await open(token, p)).status).toBe(200);
    await open(token, products[0]);
    expect((await read(token)).body.rows.map((r) => r.productId)).toEqual([products[0], products[2], products[1]]);
    await db.productTranslation.create({ data: { productId: products[1], locale: "en", name: "Test product" } });
    const en = await read(token, "pageSize=100", "en");
    expect(en.body.rows.find((r) => r.productId === products[1])?.name).toBe("Test product");

    // 100 kept: 98 more products make 101 opened; the oldest (products[1]) goes.
    const more: { id: number }[] = [];
    for (let i = 0; i < 98; i++) more.push({ id: (await createSku()).productId });
    for (const p of more) await open(token, p.id);
    const page = await read(token);
    expect(page.body.total).toBe(100);
    expect(page.body.rows.map((r) => r.productId)).not.toContain(products[1]);
    expect(page.body.rows[0].productId).toBe(more.at(-1)!.id);
    expect(await db.footprint.count({ where: { userId: user.id } })).toBe(100);
  });

  it("deletes one or all, refuses unknown products and strangers, and never shows another shopper's", async () => {
    const a = await createUser();
    const b = await createUser();
    const p1 = (await createSku()).productId;
    const p2 = (await createSku()).productId;
    await open(a.token, p1);
    await open(a.token, p2);
    await open(b.token, p1);
    expect((await read(b.token)).body.rows.map((r) => r.productId)).toEqual([p1]);
    const one = await call<{ deleted: number }>(remove, "/api/v1/footprints-delete", {
      token: a.token,
      body: { productIds: [p1] },
    });
    expect(one.body.deleted).toBe(1);
    expect((await read(a.token)).body.rows.map((r) => r.productId)).toEqual([p2]);
    expect((await read(b.token)).body.total).toBe(1);
    const all = await call<{ deleted: number }>(remove, "/api/v1/footprints-delete", {
      token: a.token,
      body: { all: true },
    });
    expect(all.body.deleted).toBe(1);
    expect((await read(a.token)).body.total).toBe(0);
    expect((await read(b.token)).body.total).toBe(1);
    expect((await open(a.token, 99_999_999)).status).toBe(404);
    expect((await call(remove, "/api/v1/footprints-delete", { token: a.token, body: { all: false } })).status).toBe(
      422,
    );
    expect((await call(list, "/api/v1/footprints")).status).toBe(401);
    expect((await call(record, "/api/v1/footprints", { body: { productId: p1 } })).status).toBe(401);
  });

  it("merges the device's list at login: the later visit wins, unknown products are skipped", async () => {
    const { token } = await createUser();
    const [p1, p2, p3] = [(await createSku()).productId, (await createSku()).productId, (await createSku()).productId];
    await open(token, p1);
    const onAccount = Date.parse((await read(token)).body.rows[0].viewedAt);
    const res = await call<{ merged: number; total: number }>(merge, "/api/v1/footprints-merge", {
      token,
      body: {
        items: [
          { productId: p2, viewedAt: onAccount - 60_000 },
          { productId: p1, viewedAt: onAccount - 120_000 },
          { productId: p3, viewedAt: Date.now() + 86_400_000 },
          { productId: 99_999_999, viewedAt: onAccount },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ merged: 3, total: 3 });
    const rows = (await read(token)).body.rows;
    // p3's visit "tomorrow" (a wrong clock) counts as now; p1 keeps the account's later visit.
    expect(rows.map((r) => r.productId)).toEqual([p3, p1, p2]);
    expect(Date.parse(rows[1].viewedAt)).toBe(onAccount);
    expect(Date.parse(rows[0].viewedAt)).toBeLessThanOrEqual(Date.now());
    expect(
      (
        await call(merge, "/api/v1/footprints-merge", {
          token,
          body: { items: Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, viewedAt: 1 })) },
        })
      ).status,
    ).toBe(422);
  });
});
