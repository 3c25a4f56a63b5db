// The service area from its seed data: list, filter by kind, detail, and 404 for a missing item.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as serviceItems } from "@/app/api/v1/service-items/route";
import { GET as serviceItemDetail } from "@/app/api/v1/service-item-detail/route";
import { db } from "@/lib/db";
import { seedEngagement, seedServiceItems } from "@/prisma/seed-data/engagement";
import { serviceKinds } from "@/lib/validation/engagement";
import { call } from "@/tests/helpers/api";

type Rows = { rows: { id: number; kind: string; title: string; summary: string }[] };

describe("service area", () => {
  beforeAll(async () => {
    // Idempotent: a no-op when the demo seed already filled the table.
    // The app client is extended with the query gate (lib/db.ts); the seed is typed for the plain client.
    await seedEngagement(db as unknown as Parameters<typeof seedEngagement>[0]);
  });

  it("lists every kind from the seed, and filters by kind", async () => {
    const all = await call<Rows>(serviceItems, "/api/v1/service-items");
    expect(all.status).toBe(200);
    expect(all.body.rows).toHaveLength(seedServiceItems.length);
    expect(new Set(all.body.rows.map((r) => r.kind))).toEqual(new Set(serviceKinds));
    const returns = await call<Rows>(serviceItems, "/api/v1/service-items?kind=returns");
    expect(returns.body.rows.length).toBeGreaterThan(0);
    expect(returns.body.rows.every((r) => r.kind === "returns")).toBe(true);
    expect((await call(serviceItems, "/api/v1/service-items?kind=nope")).status).toBe(422);
  });

  it("shows one item's full text, and 404 for a missing one", async () => {
    const { rows } = (await call<Rows>(serviceItems, "/api/v1/service-items")).body;
    const detail = await call<{ title: string; content: string }>(
      serviceItemDetail,
      `/api/v1/service-item-detail?id=${rows[0].id}`,
    );
    expect(detail.body.title).toBe(rows[0].title);
    expect(detail.body.content.length).toBeGreaterThan(10);
    const missing = await call<{ code: string; message: string }>(
      serviceItemDetail,
      "/api/v1/service-item-detail?id=999999",
      { locale: "ja" },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("この内容は存在しません");
  });
});
