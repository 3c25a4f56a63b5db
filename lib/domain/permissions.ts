// What an operator may do: permission strings declared here, built-in roles as sets of them. Closed by
// default: a permission no role lists, a role name this file does not know, or an endpoint that names
// no permission grants nothing (docs/decisions/014-back-office.md). Pure data and functions on the
// ground floor (docs/decisions/027-ground-floor.md): the admin handler, the validation schemas, the
// staff services, the CLI and the console's screens all read this one copy.

export const permissions = [
  // Back office I: running the shop day to day.
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
  // Back office II: catalogue, marketing, content.
  "catalogue:write",
  "stock:adjust",
  "marketing:write",
  "content:write",
  "translation:write",
  "settings:write",
  "export:run",
  // Least privilege (issue 35 §7): the shop's money figures (sales, refunds, net) on the dashboard.
  "money:read",
  // Books (issue 34 §5): the daily settlement, and reconciling it with the providers' statements.
  "settlement:read",
  "settlement:reconcile",
  // Invoices (issue 37 §2): the orders waiting for one, issuing it and attaching its PDF.
  "invoice:issue",
] as const;

export type Permission = (typeof permissions)[number];

export const roles = ["owner", "fulfilment", "service", "finance", "catalogue", "marketing", "viewer"] as const;

export type Role = (typeof roles)[number];

/**
 * Read-only permissions: what `viewer` holds. Not the shopper's name, phone and address (`shopper:read`,
 * which only the roles that must reach a shopper hold) nor the money figures (`money:read`).
 */
const readOnly = ["order:read", "audit:read"] as const satisfies readonly Permission[];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  owner: permissions,
  // Packs and ships; sees the orders and who they go to (and exports them to pack: the order export
  // also names order:ship).
  fulfilment: ["order:read", "order:ship", "shopper:read", "stock:adjust"],
  // Customer service: after-sales decisions, the consult inbox, reviews, shopper accounts.
  service: ["order:read", "aftersale:decide", "consult:reply", "review:moderate", "shopper:read", "shopper:write"],
  // Money: refunds, point adjustments, the audit trail and exports.
  finance: [
    "order:read",
    "aftersale:decide",
    "payment:refund",
    "points:adjust",
    "shopper:read",
    "audit:read",
    "export:run",
    "money:read",
    "settlement:read",
    "settlement:reconcile",
    "invoice:issue",
  ],
  catalogue: ["order:read", "catalogue:write", "stock:adjust", "translation:write"],
  marketing: ["order:read", "marketing:write", "content:write", "translation:write"],
  viewer: readOnly,
};

/** Roles whose login needs a TOTP code (they move money or hold every key). */
export const rolesRequiringTotp: readonly Role[] = ["owner", "finance"];

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (permissions as readonly string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** The known roles among `values` (a stored JSON array), in the declared order; anything else is dropped. */
export function knownRoles(values: readonly unknown[]): Role[] {
  return roles.filter((role) => values.includes(role));
}

/** Every permission the roles hold together, in the declared order. */
export function permissionsOf(held: readonly Role[]): Permission[] {
  const granted = new Set<Permission>(held.flatMap((role) => rolePermissions[role] ?? []));
  return permissions.filter((p) => granted.has(p));
}

export function hasPermission(held: readonly Role[], permission: Permission): boolean {
  return held.some((role) => (rolePermissions[role] ?? []).includes(permission));
}

export function needsTotp(held: readonly Role[]): boolean {
  return held.some((role) => rolesRequiringTotp.includes(role));
}

/**
 * Whether an operator holding `actorRoles` may give someone `role`: only when they hold every
 * permission of it themselves (nobody hands out more than they have). Changing one's own roles is
 * refused by the caller, which knows whose roles change.
 */
export function canGrantRole(actorRoles: readonly Role[], role: Role): boolean {
  if (!hasPermission(actorRoles, "staff:manage")) return false;
  const held = new Set(permissionsOf(actorRoles));
  return rolePermissions[role].every((p) => held.has(p));
}
