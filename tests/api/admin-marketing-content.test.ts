// The home and its pages in the back office (issue 23, part B): banners, buttons and hot words with
// texts per locale, a window and on/off, shown to shoppers at once in their locale; links only to what
// exists or an allow-listed web view origin; pictures only through the back office's upload (the
// shop's sniffing and limits); lists in the operator's order; stale saves 409; the service FAQ's rich
// text sanitised (script, event handlers, javascript: links); settings (freight, pick-up points, the
// payment window for new orders, the payment channels' state without secrets).
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBVIEW_ALLOWED_ORIGINS = "https://help.example.com";
});

import { GET as listBanners, POST as createBanner } from "@/app/api/admin/v1/content/banners/route";
import { DELETE as deleteBanner, POST as updateBanner } from "@/app/api/admin/v1/content/banners/[id]/route";
import { POST as createButton } from "@/app/api/admin/v1/content/buttons/route";
import { POST as createHotWord } from "@/app/api/admin/v1/content/hot-words/route";
import { POST as createActivity } from "@/app/api/admin/v1/content/activities/route";
import { GET as getList, POST as saveList } from "@/app/api/admin/v1/content/lists/[tag]/route";
import { POST as upload } from "@/app/api/admin/v1/uploads/route";
import { POST as createServiceItem } from "@/app/api/admin/v1/settings/service-items/route";
import { POST as updateServiceItem } from "@/app/api/admin/v1/settings/service-items/[id]/route";
import { POST as createFreight } from "@/app/api/admin/v1/settings/freight-rules/route";
import { POST as createPickup } from "@/app/api/admin/v1/settings/pickup-points/route";
import { POST as updatePickup } from "@/app/api/admin/v1/settings/pickup-points/[id]/route";
import { GET as paymentSettings } from "@/app/api/admin/v1/settings/payment/route";
import { POST as paymentWindow } from "@/app/api/admin/v1/settings/payment-window/route";
import { GET as shopBanners } from "@/app/api/v1/banner/route";
import { GET as searchHot } from "@/app/api/v1/search-hot/route";
import { GET as serviceDetail } from "@/app/api/v1/service-item-detail/route";
import { GET as products } from "@/app/api/v1/products/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { db, dbReady } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createPickupPoint, createSku } from "@/tests/helpers/orders-fixtures";
import { pngImage } from "@/tests/helpers/account-images";

type ErrorBody = { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> };
type Versioned = { id: number; version: number };

const HOUR = 3600_000;
const p = (id: number) => ({ id: String(id) });
const picture = "/media/banner/1.svg";

function bannerBody(over: Record<string, unknown> = {}) {
  return {
    position: "home",
    title: { "zh-Hans": "双十一狂欢", en: "Singles' Day" },
    image: { "zh-Hans": picture },
    link: "/discount",
    sort: 0,
    ...over,
  };
}

describe("banners, buttons and hot words", () => {
  it("shows a saved banner to shoppers at once, in their locale, only inside its window and while on", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const created = await adminCall<Versioned>(createBanner, "/api/admin/v1/content/banners", {
      cookie,
      body: bannerBody(),
    });
    expect(created.status).toBe(200);
    const seen = async (locale: string) =>
      (await call<{ id: number; title: string }[]>(shopBanners, "/api/v1/banner", { locale })).body.find(
        (b) => b.id === created.body.id,
      );
    expect((await seen("en"))?.title).toBe("Singles' Day");
    expect((await seen("ja"))?.title).toBe("双十一狂欢");
    const later = await adminCall<Versioned>(updateBanner, "/x", {
      cookie,
      params: p(created.body.id),
      body: bannerBody({ version: 1, startsAt: new Date(Date.now() + HOUR).toISOString() }),
    });
    expect(later.status).toBe(200);
    expect(await seen("en")).toBeUndefined();
    const off = await adminCall<Versioned>(updateBanner, "/x", {
      cookie,
      params: p(created.body.id),
      body: bannerBody({ version: 2, active: false }),
    });
    expect(off.status).toBe(200);
    expect(await seen("en")).toBeUndefined();
    const stale = await adminCall<ErrorBody>(deleteBanner, "/x", {
      method: "DELETE",
      cookie,
      params: p(created.body.id),
      body: { version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 3, active: false });
    const removed = await adminCall(deleteBanner, "/x", {
      method: "DELETE",
      cookie,
      params: p(created.body.id),
      body: { version: 3 },
    });
    expect(removed.status).toBe(200);
    const list = await adminCall<{ rows: Versioned[] }>(listBanners, "/x", { cookie });
    expect(list.body.rows.map((r) => r.id)).not.toContain(created.body.id);
  });

  it("accepts links to what exists and allow-listed web pages; refuses every other link", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const sku = await createSku();
    const category = await db.category.findFirstOrThrow();
    const save = (link: string) =>
      adminCall<ErrorBody & { link: string }>(createBanner, "/x", { cookie, body: bannerBody({ link }) });
    for (const [link, stored] of [
      [`/goods/${sku.productId}`, `/goods/${sku.productId}`],
      [`/category/${category.id}`, `/category/${category.id}`],
      ["/coupon", "/coupon"],
      ["/search?keyword=手机", `/search?keyword=${encodeURIComponent("手机")}`],
      ["https://help.example.com/faq?x=1", `/webview?url=${encodeURIComponent("https://help.example.com/faq?x=1")}`],
      ["", ""],
    ]) {
      const ok = await save(link);
      expect([link, ok.status]).toEqual([link, 200]);
      expect(ok.body.link).toBe(stored);
    }
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "//evil.example/x",
      "https://evil.example/phish",
      "http://help.example.com/faq",
      "https://user:pw@help.example.com/",
      "/goods/99999999",
      "/category/99999999",
      "/admin",
      "/webview?url=https%3A%2F%2Fevil.example",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      const refused = await save(link);
      expect([link, refused.status]).toEqual([link, 422]);
      expect(refused.body.fields?.link).toBeTruthy();
    }
  });

  it("takes pictures only from this site: uploads through the back office's checks", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(pngImage(750, 300))], { type: "image/png" }), "banner.png");
    const res = await upload(
      new Request(`${ORIGIN}/api/admin/v1/uploads`, {
        method: "POST",
        headers: { cookie: `mall_admin=${cookie}`, origin: ORIGIN, "x-locale": "en" },
        body: form,
      }),
    );
    expect(res.status).toBe(200);
    const { rows } = (await res.json()) as { rows: { url: string }[] };
    expect(rows[0].url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const withUpload = await adminCall(createBanner, "/x", {
      cookie,
      body: bannerBody({ image: { "zh-Hans": rows[0].url } }),
    });
    expect(withUpload.status).toBe(200);
    const fake = new FormData();
    fake.append("file", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "x.png");
    const notImage = await upload(
      new Request(`${ORIGIN}/api/admin/v1/uploads`, {
        method: "POST",
        headers: { cookie: `mall_admin=${cookie}`, origin: ORIGIN },
        body: fake,
      }),
    );
    expect(notImage.status).toBe(415);
    const foreign = await adminCall<ErrorBody>(createBanner, "/x", {
      cookie,
      body: bannerBody({ image: { "zh-Hans": "https://evil.example/x.png" } }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields?.["image.zh-Hans"]).toBeTruthy();
  });

  it("shows the operator's hot words instead of the ranked ones, in the shopper's locale", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const button = await adminCall(createButton, "/x", {
      cookie,
      body: { name: { "zh-Hans": "秒杀" }, icon: picture, link: "/discount" },
    });
    expect(button.status).toBe(200);
    const noLink = await adminCall<ErrorBody>(createButton, "/x", {
      cookie,
      body: { name: { "zh-Hans": "空" }, icon: picture, link: "" },
    });
    expect(noLink.status).toBe(422);
    await db.hotSearchWord.deleteMany({});
    for (const [zh, en, sort] of [
      ["羽绒服", "down jacket", 1],
      ["手机", "phone", 0],
    ] as const)
      expect(
        (await adminCall(createHotWord, "/x", { cookie, body: { word: { "zh-Hans": zh, en }, sort } })).status,
      ).toBe(200);
    expect((await call<{ rows: string[] }>(searchHot, "/api/v1/search-hot", { locale: "en" })).body.rows).toEqual([
      "phone",
      "down jacket",
    ]);
    expect((await call<{ rows: string[] }>(searchHot, "/api/v1/search-hot", { locale: "zh-Hans" })).body.rows).toEqual([
      "手机",
      "羽绒服",
    ]);
  });

  it("orders a merchandising list as saved; a list changed meanwhile is 409", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const [a, b, c] = [await createSku(), await createSku(), await createSku()];
    await db.productTag.deleteMany({ where: { tag: "boutique" } });
    const read = await adminCall<{ version: number }>(getList, "/x", { cookie, params: { tag: "boutique" } });
    const ids = [c.productId, a.productId, b.productId];
    const saved = await adminCall<{ rows: { id: number }[]; version: number }>(saveList, "/x", {
      cookie,
      params: { tag: "boutique" },
      body: { productIds: ids, version: read.body.version },
    });
    expect(saved.body.rows.map((r) => r.id)).toEqual(ids);
    const shop = await call<{ rows: { id: number }[] }>(products, "/api/v1/products?tag=boutique&pageSize=100");
    expect(shop.body.rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    const stale = await adminCall<ErrorBody>(saveList, "/x", {
      cookie,
      params: { tag: "boutique" },
      body: { productIds: [a.productId], version: read.body.version },
    });
    expect(stale.status).toBe(409);
    expect(await db.productTag.count({ where: { tag: "boutique" } })).toBe(3);
  });

  it("keeps activities' product lists to products that exist", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const sku = await createSku();
    const body = {
      title: { "zh-Hans": "年货节" },
      description: { "zh-Hans": "全场满减" },
      image: { "zh-Hans": picture },
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
    };
    expect(
      (await adminCall(createActivity, "/x", { cookie, body: { ...body, productIds: [sku.productId] } })).status,
    ).toBe(200);
    const missing = await adminCall<ErrorBody>(createActivity, "/x", {
      cookie,
      body: { ...body, productIds: [99_999_999] },
    });
    expect(missing.status).toBe(422);
  });
});

describe("settings", () => {
  it("sanitises the service FAQ's rich text: no script, no event handlers, no javascript: links", async () => {
    const { cookie } = await signedIn(["owner"]);
    const dirty =
      '<p onclick="steal()">退货须知<script>alert(1)</script></p><img src="/uploads/x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">点我</a><a href="/service">服务</a><iframe src="https://evil.example"></iframe>';
    const created = await adminCall<Versioned & { content: Record<string, string> }>(createServiceItem, "/x", {
      cookie,
      body: {
        kind: "returns",
        title: { "zh-Hans": "退货政策", en: "Returns" },
        summary: { "zh-Hans": "七天无理由" },
        content: { "zh-Hans": dirty, en: '<b>Returns</b><svg onload="alert(1)"></svg>' },
      },
    });
    expect(created.status).toBe(200);
    const stored = created.body.content["zh-Hans"];
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(stored).toContain("退货须知");
    expect(stored).toContain('<a href="/service"');
    expect(created.body.content.en).toBe("<b>Returns</b>");
    const shopper = await call<{ content: string }>(serviceDetail, `/api/v1/service-item-detail?id=${created.body.id}`);
    expect(shopper.body.content).not.toMatch(/script|onerror|javascript:/i);
    const stale = await adminCall<ErrorBody>(updateServiceItem, "/x", {
      cookie,
      params: p(created.body.id),
      body: { kind: "returns", title: { "zh-Hans": "x" }, summary: {}, content: { "zh-Hans": "y" }, version: 7 },
    });
    expect(stale.status).toBe(409);
  });

  it("freight rules, pick-up points and the payment window hold for the next order; channels show no secret", async () => {
    const { cookie } = await signedIn(["owner"]);
    const rule = await adminCall<Versioned>(createFreight, "/x", {
      cookie,
      body: {
        name: "全国",
        firstWeight: 1000,
        firstWeightPrice: 800,
        continuousWeight: 1000,
        continuousWeightPrice: 300,
        isDefault: true,
      },
    });
    expect(rule.status).toBe(200);
    // One default per region (docs/decisions/038): this one is the mainland's only default now.
    expect(await db.freightRule.count({ where: { isDefault: true, region: "CN" } })).toBe(1);
    const point = await createPickupPoint();
    const off = await adminCall<Versioned>(updatePickup, "/x", {
      cookie,
      params: p(point.id),
      body: { name: point.name, address: point.address, active: false, version: 1 },
    });
    expect(off.status).toBe(200);
    const added = await adminCall(createPickup, "/x", {
      cookie,
      body: { name: "南山店", address: "深圳市南山区 1 号", hours: "9-21" },
    });
    expect(added.status).toBe(200);

    const settings = await adminCall<{ paymentWindow: { minutes: number; version: number }; channels: unknown[] }>(
      paymentSettings,
      "/x",
      { cookie },
    );
    expect(JSON.stringify(settings.body)).not.toMatch(/key|secret|private/i);
    const set = await adminCall(paymentWindow, "/x", {
      cookie,
      body: { minutes: 15, version: settings.body.paymentWindow.version },
    });
    expect(set.status).toBe(200);
    const again = await adminCall(paymentWindow, "/x", {
      cookie,
      body: { minutes: 20, version: settings.body.paymentWindow.version },
    });
    expect(again.status).toBe(409);

    await dbReady();
    const sku = await createSku({ weight: 1500 });
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    const before = Date.now();
    const placed = await call<{ id: number; freightAmount: number; expiresAt: string }>(
      createOrderNow,
      "/api/v1/create-order-now",
      {
        token,
        body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
      },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.freightAmount).toBe(1_100);
    const minutes = (new Date(placed.body.expiresAt).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
    const closedPoint = await call(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { pickupPointId: point.id, skuId: sku.skuId, quantity: 1 },
    });
    expect(closedPoint.status).toBe(404);
  });
});
