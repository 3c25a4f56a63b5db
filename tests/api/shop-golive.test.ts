// A real shop's start on the demo's database (docs/decisions/033-go-live.md), in the order an owner meets
// it: setup refused while the demo is there, the demo's removal refused while a real shopper's order holds
// demo goods and then done, setup (twice at once: one shop, one clear refusal; again: refused), the shop
// closed — orders refused to shoppers but taken from a console session, the coming-soon page before Next —
// the launch checklist, and opening and closing, audited.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { GET as launchGet } from "@/app/api/admin/v1/launch/route";
import { POST as launchOpen } from "@/app/api/admin/v1/launch/open/route";
import { db, dbReady } from "@/lib/db";
import zhHant from "@/messages/zh-Hant.json";
import { ADMIN_COOKIE } from "@/lib/api/admin-endpoint";
import { demoFootprint } from "@/prisma/seed-data";
import { DEMO_SHOPPER_USERNAME, demoMayBeSeeded, DEMO_DATA_SETTING, SETUP_SETTING } from "@/lib/shop-marks";
import {
  demoDataPresent,
  demoRemoved,
  forgetOpenState,
  removeDemoData,
  setUpShop,
  setupRefusal,
  shopOpenState,
} from "@/lib/services/shop";
import { shopGateLane } from "@/lib/shop-gate/lane";
import { call } from "@/tests/helpers/api";
import { adminCall, sessionFor, testActor } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type ErrorBody = { code: string; message: string };
type Checklist = {
  open: { open: boolean; since: string | null; by: string | null };
  items: { key: string; done: boolean; href: string | null; missing: { code: string }[] }[];
};

const owner = { username: "macau_owner", password: "a long owner password" };
const shop = {
  name: "澳門小店",
  regions: ["MO", "HK"] as ("MO" | "HK")[],
  languages: ["zh-Hant", "en"] as ("zh-Hant" | "en")[],
};

let gate: http.Server;
let gateUrl = "";

beforeAll(async () => {
  await dbReady();
  gate = http.createServer((req, res) => {
    const next = () => res.end("next");
    if (!shopGateLane(req, res, next)) next();
  });
  await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
  gateUrl = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gate.close(() => resolve())));

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${gateUrl}${path}`, { headers });
  return { status: res.status, text: await res.text(), language: res.headers.get("content-language") };
}

describe("a real shop's start on the demo's database", () => {
  let demoSku = 0;
  let stakeOrder = "";

  it("tells the demo from a real shop: marks written by the seed, setup and removal", () => {
    expect(demoMayBeSeeded({ setup: null, demo: null })).toBe(true);
    expect(demoMayBeSeeded({ setup: null, demo: JSON.stringify({ seededAt: "2026-01-01T00:00:00Z" }) })).toBe(true);
    expect(demoMayBeSeeded({ setup: null, demo: JSON.stringify({ removedAt: "2026-01-01T00:00:00Z" }) })).toBe(false);
    expect(demoMayBeSeeded({ setup: "{}", demo: null })).toBe(false);
  });

  it("refuses setup while the demo is there, changing nothing", async () => {
    expect(await demoDataPresent()).toBe(true);
    const refused = await setupRefusal();
    expect(refused?.detail?.key).toBe("SHOP_HAS_DEMO");
    await expect(setUpShop({ ...shop, owner }, testActor)).rejects.toMatchObject({ detail: { key: "SHOP_HAS_DEMO" } });
    expect(await db.operator.count({ where: { username: owner.username } })).toBe(0);
    expect(await db.shopSetting.count({ where: { key: SETUP_SETTING } })).toBe(0);
  });

  it("refuses to remove the demo while a real shopper's order holds demo goods, changing nothing", async () => {
    const footprint = demoFootprint();
    const sku = await db.sku.findFirstOrThrow({
      where: { productId: { in: footprint.productIds }, stock: { gt: 0 }, product: { isOnSale: true } },
      select: { id: true },
    });
    demoSku = sku.id;
    await useTestFreightRule();
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    const placed = await call<{ orderNo: string }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { skuId: demoSku, quantity: 1, addressId: address.id },
    });
    expect(placed.status).toBe(200);
    stakeOrder = placed.body.orderNo;

    const before = await db.product.count();
    await expect(removeDemoData(footprint, testActor)).rejects.toMatchObject({
      detail: { key: "DEMO_REAL_ORDERS", values: { orders: 1, shoppers: 1, first: stakeOrder } },
    });
    expect(await db.product.count()).toBe(before);
    expect(await db.user.count({ where: { username: DEMO_SHOPPER_USERNAME } })).toBe(1);
    expect(await demoRemoved()).toBe(false);
  });

  it("removes the demo once no real order holds its goods: catalogue, demo shopper and operator; audited", async () => {
    // The shopper's order goes (as a shop would cancel and delete a test purchase).
    const order = await db.order.findUniqueOrThrow({ where: { orderNo: stakeOrder }, select: { id: true } });
    await db.payment.deleteMany({ where: { orderId: order.id } });
    await db.order.delete({ where: { id: order.id } });
    const footprint = demoFootprint();
    const demoOrders = await db.order.count({ where: { user: { username: DEMO_SHOPPER_USERNAME } } });

    const removed = await removeDemoData(footprint, testActor);
    expect(removed.products).toBeGreaterThan(0);
    expect(removed).toMatchObject({ shoppers: 1, orders: demoOrders });
    expect(await db.product.count({ where: { id: { in: footprint.productIds } } })).toBe(0);
    expect(await db.user.count({ where: { username: DEMO_SHOPPER_USERNAME } })).toBe(0);
    expect(await db.operator.count({ where: { demo: true } })).toBe(0);
    expect(await db.coupon.count({ where: { id: { in: footprint.couponIds } } })).toBe(0);
    expect(await demoDataPresent()).toBe(false);
    expect(await demoRemoved()).toBe(true);
    const mark = await db.shopSetting.findUniqueOrThrow({ where: { key: DEMO_DATA_SETTING } });
    expect(demoMayBeSeeded({ setup: null, demo: mark.value })).toBe(false);
    expect(await db.auditLog.count({ where: { action: "demo.remove", actor: testActor.actor } })).toBe(1);
  });

  it("sets up one shop when two setups race, and refuses the other and any later one in one line", async () => {
    // The test's own shopper (not the demo's) still exists; a shop in use is not set up anew.
    await db.address.deleteMany({});
    await db.user.deleteMany({});
    expect(await setupRefusal()).toBeNull();

    const results = await Promise.allSettled([
      setUpShop({ ...shop, owner }, testActor),
      setUpShop({ ...shop, owner: { ...owner, username: "macau_owner2" } }, testActor),
    ]);
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ detail: { key: "SHOP_ALREADY_SET_UP" } });
    const made = (done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof setUpShop>>>).value;
    expect(made.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const ownerRow = await db.operator.findUniqueOrThrow({ where: { username: made.owner.username } });
    expect(ownerRow.totpSecret).toBeTruthy();
    expect(JSON.parse(ownerRow.roles)).toEqual(["owner"]);
    expect(await db.operator.count()).toBe(1);

    await expect(setUpShop({ ...shop, owner: { ...owner, username: "third_owner" } }, testActor)).rejects.toMatchObject(
      { detail: { key: "SHOP_ALREADY_SET_UP", values: { owner: made.owner.username } } },
    );
    forgetOpenState();
    expect((await shopOpenState()).open).toBe(false);
  });

  it("refuses shoppers' orders while closed (in their language) and takes a console session's trial order", async () => {
    const { skuId } = await createSku({ price: 1200, stock: 5 });
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    const body = { skuId, quantity: 1, addressId: address.id };
    const refused = await call<ErrorBody>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body,
      locale: "zh-Hant",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: "CONFLICT", message: zhHant.errors.SHOP_CLOSED });
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);

    const ownerRow = await db.operator.findFirstOrThrow({ where: { roles: { contains: "owner" } } });
    const cookie = await sessionFor(ownerRow.id);
    const trial = await call<{ orderNo: string }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body,
      headers: { cookie: `${ADMIN_COOKIE}=${cookie}` },
    });
    expect(trial.status).toBe(200);
  });

  it("shows visitors the coming-soon page in their language before Next, and operators the shop", async () => {
    const ownerRow = await db.operator.findFirstOrThrow({ where: { roles: { contains: "owner" } } });
    const cookie = await sessionFor(ownerRow.id);
    const en = await page("/en/goods/1");
    expect(en.status).toBe(200);
    expect(en.language).toBe("en");
    expect(en.text).toContain("澳門小店");
    expect(en.text).toContain('lang="en"');
    const ja = await page("/", { "accept-language": "ja,en;q=0.5" });
    expect(ja.language).toBe("ja");
    // Not pages, or pages a visitor reads before opening: through to Next.
    for (const path of ["/api/v1/index-goods", "/admin/launch", "/en/legal/terms", "/sw.js", "/_next/static/x.js"])
      expect((await page(path)).text, path).toBe("next");
    expect((await page("/en", { cookie: `${ADMIN_COOKIE}=${cookie}` })).text).toBe("next");
    expect((await page("/en", { cookie: `${ADMIN_COOKIE}=not-a-session` })).text).not.toBe("next");
  });

  it("lists the checklist, opens the shop (audited with what it missed) and closes it with a reason", async () => {
    const ownerRow = await db.operator.findFirstOrThrow({ where: { roles: { contains: "owner" } } });
    const cookie = await sessionFor(ownerRow.id);
    const list = await adminCall<Checklist>(launchGet, "/api/admin/v1/launch", { cookie });
    expect(list.status).toBe(200);
    expect(list.body.open.open).toBe(false);
    const item = (key: string) => list.body.items.find((i) => i.key === key)!;
    expect(item("demo").done).toBe(true);
    expect(item("products").done).toBe(true);
    expect(item("backup")).toMatchObject({ done: false, missing: [{ code: "backupNone" }] });
    expect(item("profile").missing.map((m) => m.code)).toContain("profileLogo");
    expect(item("legal").done).toBe(false);

    const viewer = await adminCall(launchOpen, "/api/admin/v1/launch/open", {
      cookie: await sessionFor(
        (await db.operator.create({ data: { username: "viewer_one", passwordHash: "x", roles: '["viewer"]' } })).id,
      ),
      body: { open: true, reason: "" },
    });
    expect(viewer.status).toBe(403);

    const opened = await adminCall<Checklist>(launchOpen, "/api/admin/v1/launch/open", {
      cookie,
      body: { open: true, reason: "" },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.open.open).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "shop.open" }, orderBy: { id: "desc" } });
    expect(audit.actor).toBe(ownerRow.username);
    expect(JSON.parse(audit.after ?? "{}").checklistMissing).toContain("backup.backupNone");
    expect((await page("/en")).text).toBe("next");

    const { skuId } = await createSku();
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    const bought = await call(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { skuId, quantity: 1, addressId: address.id },
    });
    expect(bought.status).toBe(200);

    const noReason = await adminCall(launchOpen, "/api/admin/v1/launch/open", {
      cookie,
      body: { open: false, reason: "" },
    });
    expect(noReason.status).toBe(422);
    const closed = await adminCall<Checklist>(launchOpen, "/api/admin/v1/launch/open", {
      cookie,
      body: { open: false, reason: "stocktaking" },
    });
    expect(closed.body.open.open).toBe(false);
    const closing = await db.auditLog.findFirstOrThrow({ where: { action: "shop.close" }, orderBy: { id: "desc" } });
    expect(closing.reason).toBe("stocktaking");
  });
});
