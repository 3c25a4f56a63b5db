import { describe, expect, it, vi } from "vitest";
import { apiUrl, urlOf } from "./api";
import { accountUserInfo } from "./routes/account.generated";
import { afterSalesDetail, afterSalesQuote } from "./routes/afterSales.generated";
import { cartIndex } from "./routes/cart.generated";
import { catalogueProducts } from "./routes/catalogue.generated";
import { engagementGetMyCoupons, engagementGetUsableCoupons, engagementPoints } from "./routes/engagement.generated";
import { orderDetail, orderList, orderPreview } from "./routes/order.generated";

type Mutation = { filter: (key: unknown) => boolean; revalidate: boolean };
const mutations: Mutation[] = [];
vi.mock("swr", () => ({
  mutate: (filter: (key: unknown) => boolean, _data: unknown, options: { revalidate: boolean }) => {
    mutations.push({ filter, revalidate: options.revalidate });
    return Promise.resolve([]);
  },
}));
vi.mock("./badges-signal", () => ({ markBadgesStale: () => {} }));

const { isDraftKey, isOrderKey, orderChanged } = await import("./order-changed");

describe("isOrderKey", () => {
  it("matches the order and after-sale answers, plain and paged", () => {
    expect(isOrderKey(apiUrl(orderDetail, { id: 3 }))).toBe(true);
    expect(isOrderKey(apiUrl(orderList, { status: 500, pageIndex: 1 }))).toBe(true);
    expect(isOrderKey(apiUrl(afterSalesDetail, { id: 9 }))).toBe(true);
    expect(isOrderKey([apiUrl(orderList), "{}"])).toBe(true);
  });
  it("matches what an order moves with it: coupons, points", () => {
    expect(isOrderKey(apiUrl(engagementGetMyCoupons, { status: "used", pageIndex: 1 }))).toBe(true);
    expect(isOrderKey(apiUrl(engagementGetUsableCoupons, { amount: 100 }))).toBe(true);
    expect(isOrderKey(apiUrl(engagementPoints, { pageIndex: 1 }))).toBe(true);
  });
  it("tells the drafts apart: the checkout preview and the refund quote", () => {
    expect(isDraftKey([urlOf(orderPreview, {}), `{"cartIds":[1]}`])).toBe(true);
    expect(isDraftKey([urlOf(afterSalesQuote, {}), `{"orderId":1}`])).toBe(true);
    expect(isOrderKey([urlOf(orderPreview, {}), `{"cartIds":[1]}`])).toBe(false);
    expect(isOrderKey([urlOf(afterSalesQuote, {}), `{"orderId":1}`])).toBe(false);
    expect(isDraftKey(apiUrl(orderDetail, { id: 3 }))).toBe(false);
  });
  it("leaves the catalogue, the cart and the account alone", () => {
    expect(isOrderKey(apiUrl(catalogueProducts, { pageIndex: 1 }))).toBe(false);
    expect(isOrderKey(apiUrl(cartIndex))).toBe(false);
    expect(isOrderKey(apiUrl(accountUserInfo))).toBe(false);
    expect(isOrderKey(null)).toBe(false);
  });
});

describe("orderChanged", () => {
  // Issue 31: after placing an order from the cart the confirm screen asked its preview again, for cart
  // lines that were gone (404); after applying for a refund the screen quoted the units it had just
  // claimed (409).
  it("reads the orders again and leaves the drafts alone", async () => {
    mutations.length = 0;
    await orderChanged();
    const preview = [urlOf(orderPreview, {}), `{"cartIds":[7]}`];
    const quote = [urlOf(afterSalesQuote, {}), `{"orderId":7,"items":[]}`];
    const list = [apiUrl(orderList), "{}"];
    const matching = (key: unknown) => mutations.filter((m) => m.filter(key));
    for (const draft of [preview, quote]) expect(matching(draft)).toEqual([]);
    expect(matching(list)).toEqual([expect.objectContaining({ revalidate: true })]);
  });
});
