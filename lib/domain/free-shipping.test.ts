import { describe, expect, it } from "vitest";
import { freeShippingMessage, freeShippingStatus, shipsFree } from "./free-shipping";

describe("free shipping, one rule", () => {
  it("counts the goods after the coupon, and names a coupon that takes them under the threshold", () => {
    // The cart: ¥100 of goods, ¥99 threshold, the ¥20 coupon checkout picks by itself.
    const under = freeShippingStatus(9900, 10_000, 2000)!;
    expect(under).toEqual({
      threshold: 9900,
      goods: 10_000,
      couponDiscount: 2000,
      missing: 1900,
      state: "missing_after_coupon",
    });
    expect(freeShippingMessage(under)).toEqual({
      key: "missingAfterCoupon",
      values: { threshold: 9900, missing: 1900 },
    });
    // A ¥59 item with that coupon: ¥60 missing, said as after the coupon (not against ¥59).
    const single = freeShippingStatus(9900, 5900, 2000)!;
    expect(single).toMatchObject({ missing: 6000, state: "missing" });
    expect(freeShippingMessage(single).key).toBe("missingAfterCoupon");
    // Without a coupon, the plain wording; from the threshold on, free.
    expect(freeShippingMessage(freeShippingStatus(9900, 5900)!)).toEqual({
      key: "missing",
      values: { threshold: 9900, missing: 4000 },
    });
    expect(freeShippingStatus(9900, 12_000, 2000)).toMatchObject({ missing: 0, state: "reached" });
    expect(freeShippingMessage(freeShippingStatus(9900, 9900)!).key).toBe("reached");
    expect(freeShippingStatus(null, 12_000, 0)).toBeNull();
  });

  it("never counts a coupon worth more than the goods, and ships free exactly from the threshold", () => {
    expect(freeShippingStatus(1000, 500, 900)).toMatchObject({ couponDiscount: 500, missing: 1000 });
    expect(shipsFree(9900, 9899)).toBe(false);
    expect(shipsFree(9900, 9900)).toBe(true);
    expect(shipsFree(null, 1_000_000)).toBe(false);
  });
});
