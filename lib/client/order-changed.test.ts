import { describe, expect, it } from "vitest";
import { isOrderKey } from "./order-changed";

describe("isOrderKey", () => {
  it("matches the order and after-sale answers, plain and paged", () => {
    expect(isOrderKey("/api/v1/orders-detail?id=3")).toBe(true);
    expect(isOrderKey("/api/v1/orders?status=500&pageIndex=1")).toBe(true);
    expect(isOrderKey("/api/v1/after-sales-detail?id=9")).toBe(true);
    expect(isOrderKey(["/api/v1/orders", "{}"])).toBe(true);
  });
  it("leaves the catalogue, the cart and the account alone", () => {
    expect(isOrderKey("/api/v1/products?pageIndex=1")).toBe(false);
    expect(isOrderKey("/api/v1/cart-list")).toBe(false);
    expect(isOrderKey("/api/v1/user-info")).toBe(false);
    expect(isOrderKey(null)).toBe(false);
  });
});
