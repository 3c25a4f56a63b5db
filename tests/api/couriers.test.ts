// The couriers operators keep (issue 33 §5, docs/decisions/038-couriers-freight-regions.md): the
// regional defaults, create and edit with their audit rows, closed to roles without the permission,
// shipping with a courier's code (the shopper sees its name in their language and its tracking page
// with the waybill), and a retired courier: not offered for shipping, still shown on its orders.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCouriers, POST as createCourier } from "@/app/api/admin/v1/settings/couriers/route";
import { POST as updateCourier } from "@/app/api/admin/v1/settings/couriers/[id]/route";
import { POST as ship } from "@/app/api/admin/v1/orders/[id]/ship/route";
import { POST as shipBatch } from "@/app/api/admin/v1/orders/ship-batch/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { orderAt } from "@/tests/helpers/after-sales-fixtures";
import { useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

type Courier = {
  id: number;
  code: string;
  name: Record<string, string>;
  trackingUrl: string;
  region: string;
  active: boolean;
  version: number;
};

const code = () => `T${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
const draft = (c: string) => ({
  code: c.toLowerCase(),
  name: { "zh-Hans": "测试快递", "zh-Hant": "測試快遞", en: "Test Express", ja: "テスト便" },
  trackingUrl: "https://track.example.com/?no={waybill}",
  region: "MO",
});

describe("couriers", () => {
  it("come with the regional defaults: the mainland's eight, SF, CTT, Hongkong Post and Chunghwa Post", async () => {
    const { cookie } = await signedIn(["owner"]);
    const res = await adminCall<{ rows: Courier[] }>(listCouriers, "/x", { cookie });
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.rows.map((c) => [c.code, c]));
    for (const c of ["SF", "JD", "ZTO", "YTO", "YD", "STO", "JT", "EMS", "CTT", "HKPOST", "TWPOST"])
      expect(byCode.get(c)?.active, c).toBe(true);
    expect(byCode.get("CTT")).toMatchObject({ region: "MO", name: { "zh-Hant": "澳門郵電", en: "CTT Macau" } });
    expect(byCode.get("HKPOST")).toMatchObject({ region: "HK", name: { en: "Hongkong Post" } });
    expect(byCode.get("TWPOST")).toMatchObject({ region: "TW", name: { "zh-Hant": "中華郵政" } });
    expect(byCode.get("SF")).toMatchObject({ region: "ALL" });
    expect(byCode.get("SF")?.trackingUrl).toContain("{waybill}");
  });

  it("are created and edited by an operator with settings:write, audited; codes are unique; a stale save is 409", async () => {
    const { cookie } = await signedIn(["owner"]);
    const c = code();
    const created = await adminCall<Courier>(createCourier, "/x", { cookie, body: draft(c) });
    expect(created.status).toBe(200);
    // The code is kept in capitals.
    expect(created.body).toMatchObject({ code: c, region: "MO", active: true, name: { ja: "テスト便" } });
    const twice = await adminCall<{ fields?: Record<string, string> }>(createCourier, "/x", { cookie, body: draft(c) });
    expect(twice.status).toBe(422);
    expect(twice.body.fields?.code).toBeTruthy();
    const badUrl = await adminCall<{ fields?: Record<string, string> }>(createCourier, "/x", {
      cookie,
      body: { ...draft(code()), trackingUrl: "javascript:alert(1)" },
    });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.fields?.trackingUrl).toBeTruthy();
    const edited = await adminCall<Courier>(updateCourier, "/x", {
      cookie,
      params: { id: String(created.body.id) },
      body: { ...draft(c), region: "HK", version: created.body.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ region: "HK", version: created.body.version + 1 });
    const stale = await adminCall(updateCourier, "/x", {
      cookie,
      params: { id: String(created.body.id) },
      body: { ...draft(c), version: created.body.version },
    });
    expect(stale.status).toBe(409);
    const audit = await db.auditLog.findMany({ where: { entity: "courier", entityId: String(created.body.id) } });
    expect(audit.map((a) => a.action).sort()).toEqual(["courier.create", "courier.update"]);
  });

  it("are closed to operators without the permission; the ship form's role reads them but cannot change them", async () => {
    const viewer = await signedIn(["viewer"]);
    expect((await adminCall(listCouriers, "/x", { cookie: viewer.cookie })).status).toBe(403);
    expect((await adminCall(createCourier, "/x", { cookie: viewer.cookie, body: draft(code()) })).status).toBe(403);
    const fulfilment = await signedIn(["fulfilment"]);
    expect((await adminCall(listCouriers, "/x", { cookie: fulfilment.cookie })).status).toBe(200);
    expect((await adminCall(createCourier, "/x", { cookie: fulfilment.cookie, body: draft(code()) })).status).toBe(403);
    expect((await adminCall(listCouriers, "/x", {})).status).toBe(401);
  });

  it("ship an order by code: the shopper sees the name in their language and the tracking page; retired, it is not offered but still shown", async () => {
    const { cookie } = await signedIn(["owner"]);
    const c = code();
    const courier = (await adminCall<Courier>(createCourier, "/x", { cookie, body: draft(c) })).body;
    const { s, order } = await orderAt(500);
    const shipped = await adminCall(ship, "/x", {
      cookie,
      params: { id: String(order.id) },
      body: { courier: c, waybill: "MO-12345" },
    });
    expect(shipped.status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      courier: "测试快递",
      courierCode: c,
      waybillNo: "MO-12345",
    });
    const seen = await call<{ courierName: string; trackingUrl: string | null }>(
      orderDetail,
      `/api/v1/orders-detail?id=${order.id}`,
      { token: s.token, locale: "zh-Hant" },
    );
    expect(seen.body).toMatchObject({
      courierName: "測試快遞",
      trackingUrl: "https://track.example.com/?no=MO-12345",
    });
    // Retired: shipping with it is refused; the order shipped with it still shows it.
    const retired = await adminCall<Courier>(updateCourier, "/x", {
      cookie,
      params: { id: String(courier.id) },
      body: { ...draft(c), active: false, version: courier.version },
    });
    expect(retired.body.active).toBe(false);
    const next = await orderAt(500);
    const refused = await adminCall<{ fields?: Record<string, string> }>(ship, "/x", {
      cookie,
      params: { id: String(next.order.id) },
      body: { courier: c, waybill: "MO-2" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.courier).toBeTruthy();
    expect((await db.order.findUniqueOrThrow({ where: { id: next.order.id } })).status).toBe(500);
    const still = await call<{ courierName: string; trackingUrl: string | null }>(
      orderDetail,
      `/api/v1/orders-detail?id=${order.id}`,
      { token: s.token, locale: "en" },
    );
    expect(still.body).toMatchObject({ courierName: "Test Express", trackingUrl: expect.stringContaining("MO-12345") });
    // Its code cannot change while an order names it.
    const renamed = await adminCall<{ fields?: Record<string, string> }>(updateCourier, "/x", {
      cookie,
      params: { id: String(courier.id) },
      body: { ...draft(code()), version: retired.body.version },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.fields?.code).toBe("in_use");
  });

  it("batch shipping takes a courier's code or any of its names", async () => {
    const { cookie } = await signedIn(["owner"]);
    const a = await orderAt(500);
    const b = await orderAt(500);
    const [noA, noB] = await Promise.all(
      [a, b].map(async (x) => (await db.order.findUniqueOrThrow({ where: { id: x.order.id } })).orderNo),
    );
    const res = await adminCall<{ applied: boolean }>(shipBatch, "/x", {
      cookie,
      body: { csv: `orderNo,courier,waybill\n${noA},Hongkong Post,HK1\n${noB},ctt,MO1\n`, confirm: true },
    });
    expect(res.body.applied).toBe(true);
    expect(res.status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: a.order.id } })).toMatchObject({
      courierCode: "HKPOST",
      courier: "香港邮政",
    });
    expect(await db.order.findUniqueOrThrow({ where: { id: b.order.id } })).toMatchObject({ courierCode: "CTT" });
  });
});
