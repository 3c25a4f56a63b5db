// The password hash's cost: 10 wherever PASSWORD_HASH_COST is not set (every deployment, the e2e
// server), the setting otherwise (the unit and API tests use 4), and the unknown-name check costs the
// same as a real one.
import { afterEach, describe, expect, it, vi } from "vitest";
import bcrypt from "bcryptjs";

const configured = process.env.PASSWORD_HASH_COST;
afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  if (configured === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = configured;
});

/** lib/auth/password.ts with a fresh lib/env.ts, as a process started with `cost` would have it. */
async function withCost(cost: string | undefined) {
  if (cost === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = cost;
  vi.resetModules();
  return import("@/lib/auth/password");
}

describe("the password hash's cost", () => {
  it("is 10 unless set", async () => {
    const { hashPassword, verifyPassword } = await withCost(undefined);
    const hash = await hashPassword("secret123");
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword("secret123", hash)).toBe(true);
    expect(await verifyPassword("secret124", hash)).toBe(false);
  });

  it("follows PASSWORD_HASH_COST, and refuses a cost outside 4-15", async () => {
    expect(await (await withCost("5")).hashPassword("x")).toMatch(/^\$2[aby]\$05\$/);
    for (const bad of ["3", "16", "ten"])
      await expect((await withCost(bad)).hashPassword("x"), bad).rejects.toThrow(/PASSWORD_HASH_COST/);
  });

  it("checks an unknown name against a hash of the same cost, once", async () => {
    for (const cost of [undefined, "5"]) {
      const { hashPassword, verifyAgainstDummy } = await withCost(cost);
      const real = (await hashPassword("x")).slice(0, 7);
      const compare = vi.spyOn(bcrypt, "compare");
      expect(await verifyAgainstDummy("guess")).toBe(false);
      expect(compare).toHaveBeenCalledTimes(1);
      expect(String(compare.mock.calls[0][1]).slice(0, 7)).toBe(real);
      compare.mockRestore();
    }
  });
});
