// Issue 15 item 8: zod never compiles parsers with eval (new Function), so a CSP without
// 'unsafe-eval' sees no violation.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cartAddSchema } from "@/lib/validation/cart";

describe("zod without eval", () => {
  it("is configured jitless by the validation modules", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("parses object schemas without constructing a Function", () => {
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const fresh = z.object({ a: z.string(), b: z.number() });
      for (let i = 0; i < 5; i += 1) fresh.parse({ a: "x", b: i });
      expect(cartAddSchema.parse({ skuId: 3, quantity: 2 })).toMatchObject({ skuId: 3, quantity: 2 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
