// The shopper's own screens name goods in the caller's locale too: cart lines, checkout preview,
// claimable coupons, favourites and service items — and zh-Hans keeps the base texts.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { POST as orderPreview } from "@/app/api/v1/order-preview/route";
import { GET as coupons } from "@/app/api/v1/get-coupons/route";
import { POST as favoriteAdd } from "@/app/api/v1/favorite-add/route";
import { GET as favorites } from "@/app/api/v1/favorites/route";
import { GET as serviceItems } from "@/app/api/v1/service-items/route";
import { GET as serviceItem } from "@/app/api/v1/service-item-detail/route";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";

type Line = { productId: number; skuId: number; name: string; skuName: string };
let token = "";

beforeAll(async () => {
  ({ token } = await createUser());
  // SKU 12: product 1's "曜石黑 8GB+256GB".
  expect(
    (await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: 12, quantity: 1 }, locale: "zh-Hans" })).status,
  ).toBe(200);
  expect(
    (await call(favoriteAdd, "/api/v1/favorite-add", { token, body: { productId: 26 }, locale: "zh-Hans" })).status,
  ).toBeLessThan(300);
});

describe("cart and checkout", () => {
  it("names cart lines in the locale", async () => {
    const en = await call<{ rows: Line[] }>(cartIndex, "/api/v1/cart-index", { token, locale: "en" });
    expect(en.body.rows[0]).toMatchObject({
      skuId: 12,
      name: "Xingyao X20 5G Smartphone",
      skuName: "Obsidian Black 8GB+256GB",
    });
    const hans = await call<{ rows: Line[] }>(cartIndex, "/api/v1/cart-index", { token, locale: "zh-Hans" });
    expect(hans.body.rows[0]).toMatchObject({ name: "星耀 X20 5G 智能手机 Phone", skuName: "曜石黑 8GB+256GB" });
  });

  it("names the checkout lines in the locale", async () => {
    const ja = await call<{ items: Line[] }>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: 12, quantity: 1 },
      locale: "ja",
    });
    expect(ja.status).toBe(200);
    expect(ja.body.items[0]).toMatchObject({
      name: "星耀 X20 5G スマートフォン",
      skuName: "オブシディアンブラック 8GB+256GB",
    });
  });
});

describe("coupons, favourites and service", () => {
  it("names claimable coupons in the locale", async () => {
    const en = await call<{ rows: { id: number; name: string }[] }>(coupons, "/api/v1/get-coupons", {
      token,
      locale: "en",
    });
    expect(en.body.rows.find((c) => c.id === 1)?.name).toBe("¥10 off ¥99");
    const hant = await call<{ rows: { id: number; name: string }[] }>(coupons, "/api/v1/get-coupons", {
      token,
      locale: "zh-Hant",
    });
    expect(hant.body.rows.find((c) => c.id === 4)?.name).toBe("全場9折券");
  });

  it("names favourites in the locale", async () => {
    const en = await call<{ rows: { productId: number; name: string }[] }>(
      favorites,
      "/api/v1/favorites?pageIndex=1&pageSize=10",
      { token, locale: "en" },
    );
    expect(en.body.rows.find((r) => r.productId === 26)?.name).toBe("Women's Knit Cardigan");
  });

  it("serves the service FAQ in the locale", async () => {
    const list = await call<{ rows: { id: number; title: string }[] }>(serviceItems, "/api/v1/service-items", {
      locale: "en",
    });
    expect(list.body.rows.find((r) => r.id === 4)?.title).toBe("7-day no-reason returns");
    const detail = await call<{ content: string }>(serviceItem, "/api/v1/service-item-detail?id=9", { locale: "ja" });
    expect(detail.body.content).toContain("受付時間");
  });
});
