import { describe, expect, it } from "vitest";
import { claimedCouponExpiry, couponDiscount, unusableReason } from "./coupon-rules";

const amount = { kind: "amount", threshold: 10000, amountOff: 1000, ratePercent: null, maxDiscount: null };
const rate = { kind: "rate", threshold: 0, amountOff: 0, ratePercent: 90, maxDiscount: 2000 };

describe("couponDiscount", () => {
  it("takes a fixed amount off, never more than the amount", () => {
    expect(couponDiscount(amount, 15000)).toBe(1000);
    expect(couponDiscount({ ...amount, amountOff: 5000 }, 3000)).toBe(3000);
  });

  it("charges ratePercent of the price (90 = 10% off), rounded down and capped", () => {
    expect(couponDiscount(rate, 12345)).toBe(1234);
    expect(couponDiscount(rate, 50000)).toBe(2000);
    expect(couponDiscount({ ...rate, maxDiscount: null }, 50000)).toBe(5000);
    expect(couponDiscount({ ...rate, ratePercent: 0, maxDiscount: null }, 800)).toBe(800);
  });
});

describe("unusableReason", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const held = {
    usedAt: null,
    expiresAt: new Date("2026-12-01T00:00:00Z"),
    coupon: { ...amount, validFrom: new Date("2026-11-01T00:00:00Z") },
  };

  it("accepts a valid coupon at or above the threshold", () => {
    expect(unusableReason(held, 10000, now)).toBeNull();
  });

  it("names each reason", () => {
    expect(unusableReason(held, 9999, now)).toBe("threshold");
    expect(unusableReason({ ...held, usedAt: now }, 20000, now)).toBe("used");
    expect(unusableReason({ ...held, expiresAt: now }, 20000, now)).toBe("expired");
    expect(unusableReason(held, 20000, new Date("2026-10-31T00:00:00Z"))).toBe("notStarted");
  });
});

describe("claimedCouponExpiry", () => {
  const validTo = new Date("2026-12-31T16:00:00Z");
  it("counts validDays from claiming, capped by the coupon's end", () => {
    expect(claimedCouponExpiry({ validTo, validDays: 7 }, new Date("2026-11-01T00:00:00Z")).toISOString()).toBe(
      "2026-11-08T00:00:00.000Z",
    );
    expect(claimedCouponExpiry({ validTo, validDays: 30 }, new Date("2026-12-20T00:00:00Z"))).toEqual(validTo);
    expect(claimedCouponExpiry({ validTo, validDays: null }, new Date("2026-11-01T00:00:00Z"))).toEqual(validTo);
  });
});
