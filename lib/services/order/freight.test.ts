import { describe, expect, it } from "vitest";
import { chooseFreightRule, deliverableRule, freightForOrder, freightForWeight } from "./freight";
import { ApiError } from "@/lib/domain/errors";
import { newOrderNo, ORDER_NO_LENGTH } from "./number";
import { canTransition, orderStatus } from "@/lib/domain/order-status";
import { discountedPrice } from "./pricing";

const rule = {
  firstWeight: 1000,
  firstWeightPrice: 1000,
  continuousWeight: 500,
  continuousWeightPrice: 500,
  maxWeight: 5000,
  region: "CN",
};

describe("freight", () => {
  it("charges the first weight, then each started continued unit, capped at max weight", () => {
    expect(freightForWeight(0, rule)).toBe(1000);
    expect(freightForWeight(1000, rule)).toBe(1000);
    expect(freightForWeight(1001, rule)).toBe(1500);
    expect(freightForWeight(1500, rule)).toBe(1500);
    expect(freightForWeight(1501, rule)).toBe(2000);
    expect(freightForWeight(5000, rule)).toBe(5000);
    expect(freightForWeight(90_000, rule)).toBe(5000);
    expect(freightForWeight(3000, null)).toBe(0);
    expect(freightForWeight(3000, { ...rule, continuousWeight: 0 })).toBe(1000);
  });
});

describe("free shipping", () => {
  const withThreshold = { ...rule, freeShippingThreshold: 9900 };
  it("ships free from the threshold on, and says how much is missing below it", () => {
    expect(freightForOrder(1500, 9899, withThreshold)).toBe(1500);
    expect(freightForOrder(1500, 9900, withThreshold)).toBe(0);
    expect(freightForOrder(1500, 1_158_600, { ...rule, freeShippingThreshold: null })).toBe(1500);
  });
});

describe("freight per destination region", () => {
  const mall = { ...rule, freeShippingThreshold: null };
  const shopHk = { ...mall, firstWeightPrice: 3000, region: "HK" };
  it("takes a shop's own rule only for its region, else the mall's rule for the destination", () => {
    const lines = [{ shopId: 7, shopRule: shopHk }];
    expect(chooseFreightRule(lines, mall, "HK")).toBe(shopHk);
    expect(chooseFreightRule(lines, mall, "CN")).toBe(mall);
    expect(chooseFreightRule([...lines, { shopId: null, shopRule: null }], mall, "HK")).toBe(mall);
  });

  it("refuses an express delivery to a region without a rule, and nothing else", () => {
    expect(deliverableRule(mall, { pickup: false, region: "MO" })).toBe(mall);
    expect(deliverableRule(null, { pickup: true, region: null })).toBeNull();
    expect(deliverableRule(null, { pickup: false, region: null })).toBeNull();
    const refusal = (() => {
      try {
        deliverableRule(null, { pickup: false, region: "TW" });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: "CONFLICT", detail: { key: "NOT_DELIVERABLE_TW" } });
  });
});

describe("order numbers", () => {
  it("are 25 digits starting with the shop-time timestamp, and differ", () => {
    const no = newOrderNo(new Date("2026-11-22T16:30:00.123Z"));
    expect(no).toHaveLength(ORDER_NO_LENGTH);
    expect(no).toMatch(/^20261123003000123\d{8}$/);
    const many = new Set(Array.from({ length: 1000 }, () => newOrderNo(new Date("2026-11-22T16:30:00.123Z"))));
    expect(many.size).toBe(1000);
  });
});

describe("status transitions", () => {
  it("allows exactly the documented moves", () => {
    const all = Object.values(orderStatus);
    const allowed = all.flatMap((from) => all.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    // 300: a paid group order waiting for its group to fill (docs/decisions/040-group-buying.md).
    expect(allowed.sort()).toEqual(
      ["0->10", "0->300", "0->500", "300->500", "500->510", "510->520", "520->530"].sort(),
    );
  });

  it("closes a paid order only on the refund path (300, 500, 510, 520, 530 -> 10 with reason refunded)", () => {
    const all = Object.values(orderStatus);
    const refundable = all.filter((from) => canTransition(from, orderStatus.CLOSED, "refunded"));
    // A complete order can still be returned within its window (after-sales/windows.ts).
    // A group that fails refunds its paid orders from 300.
    expect(refundable).toEqual([300, 500, 510, 520, 530]);
    expect(canTransition(300, orderStatus.CLOSED, "cancelled")).toBe(false);
    expect(canTransition(500, orderStatus.CLOSED, "cancelled")).toBe(false);
    expect(canTransition(530, orderStatus.CLOSED, "cancelled")).toBe(false);
  });
});

describe("discounted price", () => {
  it("charges the rate's share of the price, rounded to the cent", () => {
    expect(discountedPrice(1000, null)).toBe(1000);
    expect(discountedPrice(1000, 85)).toBe(850);
    expect(discountedPrice(999, 85)).toBe(849);
    expect(discountedPrice(1000, 150)).toBe(1000);
  });
});
