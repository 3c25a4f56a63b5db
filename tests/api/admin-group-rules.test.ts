// The console's group rules (拼团, docs/decisions/040-group-buying.md): an operator with marketing:write
// creates and edits a rule (SKUs of the product, a group price below each SKU's, 2–10 seats, hours,
// seats per shopper, window, on/off); every save is audited; a stale save is 409 with the record as
// saved now; bad input is a field error; other roles are refused; the goods page's read shows it.
import { describe, expect, it } from "vitest";
import { GET as listRules, POST as createRule } from "@/app/api/admin/v1/group-rules/route";
import { POST as updateRule } from "@/app/api/admin/v1/group-rules/[id]/route";
import { GET as groupsRoute } from "@/app/api/v1/groups/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Rule = { id: number; version: number; skuIds: number[]; price: number; active: boolean; groups: object };
type ErrorBody = { code: string; fields?: Record<string, string>; current?: { version: number } };

const DAY = 86_400_000;

function draft(productId: number, skuId: number, extra: Record<string, unknown> = {}) {
  return {
    productId,
    skuIds: [skuId],
    price: 600,
    size: 3,
    hoursToFill: 24,
    perUserLimit: 2,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
    active: true,
    ...extra,
  };
}

describe("group rules in the console", () => {
  it("creates, lists and edits a rule, audited; a stale save is 409; the goods page reads it", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const sku = await createSku({ price: 1000 });
    const created = await adminCall<Rule>(createRule, "/api/admin/v1/group-rules", {
      cookie,
      body: draft(sku.productId, sku.skuId),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      skuIds: [sku.skuId],
      price: 600,
      active: true,
      groups: { open: 0, full: 0, failed: 0 },
    });
    const id = created.body.id;
    expect(await db.auditLog.count({ where: { action: "group_rule.create", entityId: String(id) } })).toBe(1);

    const listed = await adminCall<{ rows: Rule[] }>(listRules, "/api/admin/v1/group-rules?state=on", { cookie });
    expect(listed.body.rows.map((r) => r.id)).toContain(id);
    expect(
      (await call<{ rule: { id: number; size: number } }>(groupsRoute, `/api/v1/groups?productId=${sku.productId}`))
        .body.rule,
    ).toMatchObject({ id, size: 3 });

    const off = await adminCall<Rule>(updateRule, `/api/admin/v1/group-rules/${id}`, {
      cookie,
      params: { id: String(id) },
      body: { ...draft(sku.productId, sku.skuId, { active: false }), version: created.body.version },
    });
    expect(off.status).toBe(200);
    expect([off.body.active, off.body.version]).toEqual([false, created.body.version + 1]);
    expect(await db.auditLog.count({ where: { action: "group_rule.update", entityId: String(id) } })).toBe(1);
    expect(
      (await call<{ rule: unknown }>(groupsRoute, `/api/v1/groups?productId=${sku.productId}`)).body.rule,
    ).toBeNull();

    const stale = await adminCall<ErrorBody>(updateRule, `/api/admin/v1/group-rules/${id}`, {
      cookie,
      params: { id: String(id) },
      body: { ...draft(sku.productId, sku.skuId), version: created.body.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current?.version).toBe(off.body.version);
  });

  it("refuses bad input on its fields: seats outside 2–10, a price not below the SKU's, another product's SKU, an end before the start", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const sku = await createSku({ price: 1000 });
    const other = await createSku({ price: 1000 });
    const cases: [Record<string, unknown>, string][] = [
      [{ size: 1 }, "size"],
      [{ size: 11 }, "size"],
      [{ price: 1000 }, "price"],
      [{ skuIds: [other.skuId] }, "skuIds"],
      [{ skuIds: [] }, "skuIds"],
      [{ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }, "endsAt"],
    ];
    for (const [change, field] of cases) {
      const res = await adminCall<ErrorBody>(createRule, "/api/admin/v1/group-rules", {
        cookie,
        body: draft(sku.productId, sku.skuId, change),
      });
      expect([res.status, Object.keys(res.body.fields ?? {})], JSON.stringify(change)).toEqual([422, [field]]);
    }
    expect(await db.groupRule.count({ where: { productId: sku.productId } })).toBe(0);
  });

  it("is refused to an operator without marketing:write", async () => {
    const { cookie } = await signedIn(["viewer"]);
    const sku = await createSku();
    const res = await adminCall(createRule, "/api/admin/v1/group-rules", {
      cookie,
      body: draft(sku.productId, sku.skuId),
    });
    expect(res.status).toBe(403);
    expect((await adminCall(listRules, "/api/admin/v1/group-rules", { cookie })).status).toBe(403);
  });
});
