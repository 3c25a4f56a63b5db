// Issue 15 item 10: integers are decimal integers; nothing else is coerced into one.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idSchema, pageQuerySchema } from "./common";
import { quantitySchema, cartAddSchema } from "./cart";
import { usableCouponsQuerySchema } from "./engagement";
import { orderListQuerySchema } from "./order";

describe("decimal integers only", () => {
  const refused: unknown[] = [
    true,
    false,
    [2],
    ["2"],
    "0x2",
    "1e1",
    "",
    " 2",
    "2 ",
    "-1",
    "+2",
    "2.0",
    "1_000",
    2.5,
    null,
    {},
    "٣",
  ];

  it.each(refused.map((v) => [JSON.stringify(v) ?? String(v), v]))("id refuses %s", (_label, value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it.each(refused.map((v) => [JSON.stringify(v) ?? String(v), v]))("quantity refuses %s", (_label, value) => {
    expect(quantitySchema.safeParse(value).success).toBe(false);
  });

  it("accepts JSON integers and digit strings within range", () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse("42")).toBe(42);
    expect(quantitySchema.parse("3")).toBe(3);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse("2147483648").success).toBe(false);
    expect(idSchema.safeParse("99999999999999999999").success).toBe(false);
  });

  it("refuses loose numbers in bodies and queries", () => {
    expect(cartAddSchema.safeParse({ skuId: 1, quantity: true }).success).toBe(false);
    expect(cartAddSchema.safeParse({ skuId: [2], quantity: 1 }).success).toBe(false);
    expect(usableCouponsQuerySchema.safeParse({ amount: "" }).success).toBe(false);
    expect(usableCouponsQuerySchema.safeParse({ amount: "1e3" }).success).toBe(false);
    expect(usableCouponsQuerySchema.parse({ amount: "1000" }).amount).toBe(1000);
    expect(pageQuerySchema.safeParse({ pageSize: "0x10" }).success).toBe(false);
    expect(pageQuerySchema.parse({})).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(orderListQuerySchema.parse({ status: "" }).status).toBeUndefined();
    expect(orderListQuerySchema.parse({ status: "10" }).status).toBe(10);
    expect(orderListQuerySchema.safeParse({ status: "1e1" }).success).toBe(false);
  });

  it("documents the accepted forms in JSON Schema (integer or digit string)", () => {
    const schema = JSON.stringify(z.toJSONSchema(idSchema, { io: "input", unrepresentable: "any" }));
    expect(schema).toContain('"integer"');
    expect(schema).toContain("^[0-9]{1,15}$");
  });
});
