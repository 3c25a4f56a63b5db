import { describe, expect, it } from "vitest";
import { apiUrl, urlOf } from "./api";
import {
  accountUserInfo,
  afterSalesDetail,
  cartIndex,
  catalogueProducts,
  engagementGetMyCoupons,
  engagementGetUsableCoupons,
  engagementPoints,
  orderDetail,
  orderList,
  orderPreview,
} from "./api-routes.generated";
import { isOrderKey } from "./order-changed";

describe("isOrderKey", () => {
  it("matches the order and after-sale answers, plain and paged", () => {
    expect(isOrderKey(apiUrl(orderDetail, { id: 3 }))).toBe(true);
    expect(isOrderKey(apiUrl(orderList, { status: 500, pageIndex: 1 }))).toBe(true);
    expect(isOrderKey(apiUrl(afterSalesDetail, { id: 9 }))).toBe(true);
    expect(isOrderKey([apiUrl(orderList), "{}"])).toBe(true);
  });
  it("matches what an order moves with it: coupons, points, the checkout preview", () => {
    expect(isOrderKey(apiUrl(engagementGetMyCoupons, { status: "used", pageIndex: 1 }))).toBe(true);
    expect(isOrderKey(apiUrl(engagementGetUsableCoupons, { amount: 100 }))).toBe(true);
    expect(isOrderKey(apiUrl(engagementPoints, { pageIndex: 1 }))).toBe(true);
    expect(isOrderKey([urlOf(orderPreview, {}), `{"skuId":1}`])).toBe(true);
  });
  it("leaves the catalogue, the cart and the account alone", () => {
    expect(isOrderKey(apiUrl(catalogueProducts, { pageIndex: 1 }))).toBe(false);
    expect(isOrderKey(apiUrl(cartIndex))).toBe(false);
    expect(isOrderKey(apiUrl(accountUserInfo))).toBe(false);
    expect(isOrderKey(null)).toBe(false);
  });
});
