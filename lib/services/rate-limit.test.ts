import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

const h = (xff?: string, realIp?: string) => new Headers({ ...(xff === undefined ? {} : { "x-forwarded-for": xff }), ...(realIp ? { "x-real-ip": realIp } : {}) });

describe("clientAddress", () => {
  it("takes the entry the nearest trusted proxy appended, not what the client put in front", () => {
    // Client sent "6.6.6.6"; one proxy appended the address it saw.
    expect(clientAddress(h("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    // Two proxies (CDN, then ingress): the CDN saw the client.
    expect(clientAddress(h("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(h("203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("stays within the chain when it is shorter than the configured hops", () => {
    expect(clientAddress(h("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("falls back to X-Real-IP, then to one shared key", () => {
    expect(clientAddress(h(undefined, "198.51.100.4"), 1)).toBe("198.51.100.4");
    expect(clientAddress(h(" , "), 1)).toBe("local");
    expect(clientAddress(h(), 1)).toBe("local");
  });

  it("bounds the key's length", () => {
    expect(clientAddress(h("x".repeat(500)), 1)).toHaveLength(64);
  });
});
