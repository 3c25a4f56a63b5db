// Roles and permissions as declared: closed by default, owner holds all, viewer only reads, and an
// operator can hand out only what they hold.
import { describe, expect, it } from "vitest";
import {
  canGrantRole,
  hasPermission,
  isPermission,
  knownRoles,
  needsTotp,
  permissions,
  permissionsOf,
  rolePermissions,
  roles,
} from "./permissions";

describe("roles and permissions", () => {
  it("declares every permission the issue names, once, and every role from known permissions", () => {
    expect(new Set(permissions).size).toBe(permissions.length);
    for (const p of [
      "order:read",
      "order:ship",
      "aftersale:decide",
      "payment:refund",
      "consult:reply",
      "review:moderate",
      "shopper:read",
      "shopper:write",
      "points:adjust",
      "staff:manage",
      "audit:read",
    ]) {
      expect(isPermission(p), p).toBe(true);
    }
    for (const role of roles) for (const p of rolePermissions[role]) expect(isPermission(p), `${role} ${p}`).toBe(true);
    expect(rolePermissions.owner).toEqual(permissions);
  });

  it("gives the viewer reads only, and staff:manage to the owner only", () => {
    expect(rolePermissions.viewer.every((p) => p.endsWith(":read"))).toBe(true);
    expect(roles.filter((role) => rolePermissions[role].includes("staff:manage"))).toEqual(["owner"]);
  });

  it("grants nothing for unknown roles and unknown permissions", () => {
    expect(knownRoles(["superuser", "owner ", "OWNER", 1, null])).toEqual([]);
    expect(knownRoles(["viewer", "nope", "finance"])).toEqual(["finance", "viewer"]);
    expect(permissionsOf([])).toEqual([]);
    expect(hasPermission([], "order:read")).toBe(false);
    expect(isPermission("order:*")).toBe(false);
    expect(isPermission("*")).toBe(false);
  });

  it("needs TOTP for owner and finance", () => {
    expect(roles.filter((role) => needsTotp([role]))).toEqual(["owner", "finance"]);
    expect(needsTotp(["viewer", "finance"])).toBe(true);
  });

  it("lets an operator grant a role only with staff:manage and every permission of it", () => {
    for (const role of roles) expect(canGrantRole(["owner"], role), role).toBe(true);
    // Without staff:manage nobody grants anything, not even a role whose permissions they hold.
    for (const actor of roles.filter((r) => r !== "owner"))
      for (const role of roles) expect(canGrantRole([actor], role), `${actor} -> ${role}`).toBe(false);
    expect(canGrantRole([], "viewer")).toBe(false);
  });

  it("gives shoppers' contact details and the money figures only to the roles that must see them (issue 35 §7)", () => {
    const holding = (p: Parameters<typeof hasPermission>[1]) => roles.filter((role) => hasPermission([role], p));
    expect(holding("shopper:read")).toEqual(["owner", "fulfilment", "service", "finance"]);
    expect(holding("money:read")).toEqual(["owner", "finance"]);
    // The order export is in full (lib/services/order/admin.ts adminOrderBatches): every role that may
    // run it (export:run, or order:ship for packing) sees shoppers.
    for (const role of roles)
      if (hasPermission([role], "export:run") || hasPermission([role], "order:ship"))
        expect(hasPermission([role], "shopper:read"), role).toBe(true);
  });
});
