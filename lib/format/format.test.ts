import { describe, expect, it } from "vitest";
import { formatCount } from "./count";
import { formatDate, formatDateTime, shopDay } from "./date";

describe("counts", () => {
  it("abbreviates from 千 and 万 up to 万亿 with one decimal", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1千");
    expect(formatCount(1500)).toBe("1.5千");
    expect(formatCount(9999)).toBe("9.9千");
    expect(formatCount(10000)).toBe("1万");
    expect(formatCount(128430)).toBe("12.8万");
    expect(formatCount(2.5e8)).toBe("2.5亿");
    expect(formatCount(3.2e12)).toBe("3.2万亿");
    expect(formatCount(3.2e15)).toBe("3200万亿");
  });
  it("uses locale forms", () => {
    expect(formatCount(128430, "zh-Hant")).toBe("12.8萬");
    expect(formatCount(128430, "en")).toBe("128.4K");
    expect(formatCount(2_500_000, "en")).toBe("2.5M");
    expect(formatCount(128430, "ja")).toBe("12.8万");
  });
});

describe("dates", () => {
  it("keys the shop day on UTC+8", () => {
    expect(shopDay(new Date("2026-11-22T15:59:59Z"))).toBe("2026-11-22");
    expect(shopDay(new Date("2026-11-22T16:00:00Z"))).toBe("2026-11-23");
  });
});

describe("courierKey", () => {
  it("knows the common couriers by the names operators type, and nothing else", async () => {
    const { courierKey, COURIER_KEYS } = await import("./courier");
    expect(courierKey("顺丰速运")).toBe("sf");
    expect(courierKey(" 中通快递 ")).toBe("zto");
    expect(courierKey("EMS")).toBe("ems");
    expect(courierKey("某某物流")).toBeNull();
    expect(new Set(COURIER_KEYS).size).toBe(COURIER_KEYS.length);
  });
});

describe("dates", () => {
  // Issue 31: a zh-Hant page's times were written with U+2009 by the server (Node 20's ICU) and with a
  // plain space by Chromium, and as "24:05" after midnight: React's hydration failed (#418).
  it("writes the same text whatever ICU the runtime carries: plain spaces, hours 00 to 23", () => {
    const fivePastMidnight = "2026-11-27T16:05:00Z";
    expect(formatDateTime(fivePastMidnight, "zh-Hant")).toBe("2026/11/28 00:05");
    expect(formatDateTime(fivePastMidnight, "zh-Hans")).toBe("2026/11/28 00:05");
    expect(formatDateTime(fivePastMidnight, "ja")).toBe("2026/11/28 00:05");
    expect(formatDateTime(fivePastMidnight, "en")).toBe("11/28/2026, 00:05");
    expect(formatDateTime("2026-11-27T11:48:00Z", "zh-Hant")).toBe("2026/11/27 19:48");
    expect(formatDate(fivePastMidnight, "zh-Hant")).toBe("2026/11/28");
    expect(shopDay(new Date(fivePastMidnight))).toBe("2026-11-28");
  });
});
