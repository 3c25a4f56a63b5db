// Coupons in the back office (issue 23, part B): create, edit, stop; claim and use counts; a total
// lowered below what shoppers claimed is refused (also while claims race the edit); a stale save is
// 409 with the coupon as saved; a coupon scoped to categories or products counts only their lines at
// checkout (threshold and discount); the claims export is CSV with formula cells made inert, audited,
// and needs export:run; zod messages come in the operator's locale.
import { formatDateTime } from "@/lib/format/date";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCoupons, POST as createCoupon } from "@/app/api/admin/v1/coupons/route";
import { GET as couponDetail, POST as updateCoupon } from "@/app/api/admin/v1/coupons/[id]/route";
import { POST as couponStatus } from "@/app/api/admin/v1/coupons/[id]/status/route";
import { GET as couponClaims } from "@/app/api/admin/v1/coupons/[id]/claims/route";
import { POST as claimCoupon } from "@/app/api/v1/claim-coupon/route";
import { GET as getCoupons } from "@/app/api/v1/get-coupons/route";
import { POST as orderPreview } from "@/app/api/v1/order-preview/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { db, dbReady } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> };
type Coupon = {
  id: number;
  version: number;
  claimedCount: number;
  usedCount: number;
  active: boolean;
  totalQuantity: number;
};

beforeAll(useTestFreightRule);

const DAY = 24 * 3600_000;
const p = (id: number) => ({ id: String(id) });

function couponBody(over: Record<string, unknown> = {}) {
  return {
    name: { "zh-Hans": "满100减20", en: "¥20 off ¥100" },
    kind: "amount",
    threshold: 10_000,
    amountOff: 2_000,
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validTo: new Date(Date.now() + 30 * DAY).toISOString(),
    totalQuantity: 100,
    perUserLimit: 1,
    ...over,
  };
}

/** Two categories (a parent and its child) and a product in each, plus one elsewhere; price ¥80.00. */
async function catalogue() {
  await dbReady();
  const parent = await db.category.create({ data: { name: "数码" } });
  const child = await db.category.create({ data: { name: "手机", parentId: parent.id } });
  const elsewhere = await db.category.create({ data: { name: "食品" } });
  const product = (categoryId: number, name: string) =>
    db.product.create({
      data: {
        name,
        image: "/media/products/test.svg",
        price: 8_000,
        categoryId,
        skus: { create: { name: "标准", price: 8_000, stock: 50, weight: 100 } },
      },
      select: { id: true, skus: { select: { id: true } } },
    });
  const phone = await product(child.id, "手机A");
  const snack = await product(elsewhere.id, "零食B");
  return { parent, child, elsewhere, phone, snack };
}

describe("coupons in the back office", () => {
  it("creates, lists with counts, edits and stops a coupon, each audited", async () => {
    const { cookie, operator } = await signedIn(["marketing"]);
    const created = await adminCall<Coupon>(createCoupon, "/api/admin/v1/coupons", { cookie, body: couponBody() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ version: 1, claimedCount: 0, usedCount: 0, active: true });
    const shopper = await createUser();
    expect(
      (await call(claimCoupon, "/api/v1/claim-coupon", { token: shopper.token, body: { couponId: created.body.id } }))
        .status,
    ).toBe(200);
    const listed = await adminCall<{ rows: Coupon[] }>(listCoupons, "/api/admin/v1/coupons?pageSize=100", { cookie });
    expect(listed.body.rows.find((c) => c.id === created.body.id)).toMatchObject({ claimedCount: 1 });

    const edited = await adminCall<Coupon & { name: Record<string, string> }>(updateCoupon, "/x", {
      cookie,
      params: p(created.body.id),
      body: couponBody({ name: { "zh-Hans": "满100减25", ja: "100元で25元引き" }, amountOff: 2_500, version: 1 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toEqual({ "zh-Hans": "满100减25", ja: "100元で25元引き" });
    const translations = await db.contentTranslation.findMany({
      where: { entity: "coupon", entityId: created.body.id },
    });
    expect(translations.map((t) => t.locale)).toEqual(["ja"]);

    const stopped = await adminCall<Coupon>(couponStatus, "/x", {
      cookie,
      params: p(created.body.id),
      body: { active: false, version: 2 },
    });
    expect(stopped.body).toMatchObject({ active: false, version: 3 });
    const claimable = await call<{ rows: { id: number }[] }>(getCoupons, "/api/v1/get-coupons", {
      token: shopper.token,
    });
    expect(claimable.body.rows.map((c) => c.id)).not.toContain(created.body.id);
    const audit = await db.auditLog.findMany({
      where: { entity: "coupon", entityId: String(created.body.id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ["coupon.create", operator.username],
      ["coupon.update", operator.username],
      ["coupon.stop", operator.username],
    ]);
  });

  it("refuses a total below the claims, also while shoppers claim during the edit", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const created = await adminCall<Coupon>(createCoupon, "/x", { cookie, body: couponBody({ totalQuantity: 10 }) });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const claims = shoppers.map((s) =>
      call(claimCoupon, "/api/v1/claim-coupon", { token: s.token, body: { couponId: created.body.id } }),
    );
    const edit = adminCall<ErrorBody>(updateCoupon, "/x", {
      cookie,
      params: p(created.body.id),
      body: couponBody({ totalQuantity: 3, version: 1 }),
    });
    const [editResult, ...claimResults] = await Promise.all([edit, ...claims]);
    const claimed = claimResults.filter((r) => r.status === 200).length;
    const row = await db.coupon.findUniqueOrThrow({ where: { id: created.body.id } });
    // Never more claimed than the total, whichever committed first.
    expect(row.claimedCount).toBe(claimed);
    expect(row.claimedCount).toBeLessThanOrEqual(row.totalQuantity);
    if (editResult.status === 200) expect(row.totalQuantity).toBe(3);
    else {
      expect(editResult.status).toBe(409);
      expect(row.totalQuantity).toBe(10);
    }
    const below = await adminCall<ErrorBody>(updateCoupon, "/x", {
      cookie,
      locale: "zh-Hans",
      params: p(created.body.id),
      body: couponBody({ totalQuantity: row.claimedCount - 1, version: row.version }),
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toContain(String(row.claimedCount));
    expect(below.body.fields?.totalQuantity).toMatch(/[\u4e00-\u9fff]/);
  });

  it("answers a stale save with 409 and the coupon as saved, never overwriting it", async () => {
    const a = await signedIn(["marketing"]);
    const b = await signedIn(["marketing"]);
    const created = await adminCall<Coupon>(createCoupon, "/x", { cookie: a.cookie, body: couponBody() });
    const first = await adminCall<Coupon>(updateCoupon, "/x", {
      cookie: a.cookie,
      params: p(created.body.id),
      body: couponBody({ amountOff: 3_000, version: 1 }),
    });
    expect(first.status).toBe(200);
    const second = await adminCall<ErrorBody>(updateCoupon, "/x", {
      cookie: b.cookie,
      params: p(created.body.id),
      body: couponBody({ amountOff: 1_000, version: 1 }),
    });
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ amountOff: 3_000, version: 2 });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: created.body.id } })).amountOff).toBe(3_000);
  });

  it("validates every field with messages in the operator's locale", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const bad = await adminCall<ErrorBody>(createCoupon, "/x", {
      cookie,
      locale: "ja",
      body: couponBody({
        name: { "zh-Hans": "" },
        kind: "rate",
        ratePercent: null,
        totalQuantity: 0,
        validTo: new Date(Date.now() - 2 * DAY).toISOString(),
        scope: "products",
        targetIds: [],
      }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      "name.zh-Hans",
      "ratePercent",
      "targetIds",
      "totalQuantity",
      "validTo",
    ]);
    for (const message of Object.values(bad.body.fields ?? {})) expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const missing = await adminCall<ErrorBody>(createCoupon, "/x", {
      cookie,
      body: couponBody({ scope: "categories", targetIds: [99_999_999] }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.fields?.targetIds).toMatch(/does not exist/);
  });
});

describe("a coupon's scope at checkout", () => {
  it("counts only the lines of its categories (and below) or products, for the threshold and the discount", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const shop = await catalogue();
    const byCategory = await adminCall<Coupon>(createCoupon, "/x", {
      cookie,
      body: couponBody({ scope: "categories", targetIds: [shop.parent.id], threshold: 5_000, amountOff: 1_000 }),
    });
    const byProduct = await adminCall<Coupon>(createCoupon, "/x", {
      cookie,
      body: couponBody({ scope: "products", targetIds: [shop.snack.id], threshold: 10_000, amountOff: 3_000 }),
    });
    expect(byCategory.status).toBe(200);
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    for (const coupon of [byCategory.body, byProduct.body])
      expect((await call(claimCoupon, "/api/v1/claim-coupon", { token, body: { couponId: coupon.id } })).status).toBe(
        200,
      );
    const held = await db.userCoupon.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    const [categoryCoupon, productCoupon] = held.map((h) => h.id);

    type Preview = { coupons: { id: number; unusable: string | null; discount: number }[]; discountAmount: number };
    const preview = (skuId: number, quantity: number, couponId?: number) =>
      call<Preview>(orderPreview, "/api/v1/order-preview", {
        token,
        body: { skuId, quantity, addressId: address.id, ...(couponId ? { couponId } : {}) },
      });
    // One phone (¥80, under 数码 through 手机): the category coupon applies; the snack coupon does not.
    const phone = await preview(shop.phone.skus[0].id, 1);
    expect(phone.body.coupons.find((c) => c.id === categoryCoupon)).toMatchObject({ unusable: null, discount: 1_000 });
    expect(phone.body.coupons.find((c) => c.id === productCoupon)).toMatchObject({ unusable: "scope" });
    // One snack (¥80): in scope of the product coupon, but its ¥100 threshold counts only snack lines.
    const snack = await preview(shop.snack.skus[0].id, 1);
    expect(snack.body.coupons.find((c) => c.id === productCoupon)).toMatchObject({ unusable: "threshold" });
    expect(snack.body.coupons.find((c) => c.id === categoryCoupon)).toMatchObject({ unusable: "scope" });
    const twoSnacks = await preview(shop.snack.skus[0].id, 2, productCoupon);
    expect(twoSnacks.body.discountAmount).toBe(3_000);

    const refused = await call<ErrorBody>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: shop.snack.skus[0].id, quantity: 1, couponId: categoryCoupon },
    });
    expect(refused.status).toBe(409);
    const placed = await call<{ discountAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: shop.phone.skus[0].id, quantity: 2, couponId: categoryCoupon },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.discountAmount).toBe(1_000);
    const counts = await adminCall<Coupon>(couponDetail, "/x", { cookie, params: p(byCategory.body.id) });
    expect(counts.body).toMatchObject({ claimedCount: 1, usedCount: 1 });
  });
});

describe("the claims export", () => {
  it("streams CSV with BOM and inert formula cells, is audited, and needs export:run", async () => {
    const marketing = await signedIn(["marketing"]);
    const finance = await signedIn(["finance"]);
    const created = await adminCall<Coupon>(createCoupon, "/x", { cookie: marketing.cookie, body: couponBody() });
    const sneaky = await createUser({ username: "=cmd|calc" });
    await call(claimCoupon, "/api/v1/claim-coupon", { token: sneaky.token, body: { couponId: created.body.id } });
    const denied = await adminCall(couponClaims, "/x", { cookie: marketing.cookie, params: p(created.body.id) });
    expect(denied.status).toBe(403);
    const res = await couponClaims(
      new Request(`http://localhost/api/admin/v1/coupons/${created.body.id}/claims`, {
        headers: { cookie: `mall_admin=${finance.cookie}`, "x-locale": "en" },
      }),
      { params: Promise.resolve(p(created.body.id)) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Claim,Shopper ID,Username,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=cmd|calc,");
    // In a zh-Hans console: Chinese headings, the claim's time on the shop's clock.
    const zh = await couponClaims(
      new Request(`http://localhost/api/admin/v1/coupons/${created.body.id}/claims`, {
        headers: { cookie: `mall_admin=${finance.cookie}`, "x-locale": "zh-Hans" },
      }),
      { params: Promise.resolve(p(created.body.id)) },
    );
    const [zhHead, zhLine] = (await zh.text()).trimEnd().split("\r\n");
    expect(zhHead).toBe("领取编号,用户编号,用户名,手机号,领取时间,到期时间,使用时间,订单号");
    const claim = await db.userCoupon.findFirstOrThrow({ where: { couponId: created.body.id } });
    expect(zhLine).toContain(
      `,${formatDateTime(claim.claimedAt, "zh-Hans")},${formatDateTime(claim.expiresAt, "zh-Hans")},`,
    );
    const audit = await db.auditLog.findFirst({
      where: { action: "coupon.export_claims", actor: finance.operator.username },
    });
    expect(audit?.entityId).toBe(String(created.body.id));
  });
});
