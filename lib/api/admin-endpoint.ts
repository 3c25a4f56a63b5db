// A back-office endpoint definition: the shopper endpoint's shape (lib/api/endpoint.ts: schemas,
// summary, errors) with a path under /api/admin/v1 and, instead of `auth`, the access it needs. Every
// definition must say it: `permission` (one of lib/services/staff/permissions.ts, or SIGNED_IN for
// what any operator may do with their own session) or, for logging in only, `public: true`. A
// definition with neither does not type-check, the admin handler refuses it at run time, and
// tests/api/admin-permissions.test.ts fails on it (the fail-open table of CRMEB and macrozheng).
import type { z } from "zod";
import type { EndpointDef } from "./endpoint";
import { isPermission, type Permission } from "@/lib/domain/permissions";

/** The HttpOnly, SameSite=Strict cookie that carries a back-office session (lib/api/admin-handler.ts). */
export const ADMIN_COOKIE = "mall_admin";

/**
 * The console session's token in a Cookie header (the first `mall_admin`), or null. Read by the admin
 * handler, and by what lets an operator use the shop before it opens (lib/api/handler.ts placesOrder, the
 * shop's gate: lib/shop-gate/lane.ts).
 */
export function sessionTokenIn(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${ADMIN_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`).exec(cookieHeader ?? "");
  return match?.[1] ?? null;
}

/** Any operator with a live session: their own profile, logging out, the API description. */
export const SIGNED_IN = "signed-in" as const;

/**
 * What an endpoint needs: one permission, any one of a list (an endpoint that several screens use, such
 * as the pictures' upload: the permission of any screen that uploads), SIGNED_IN, or `public`.
 */
export type AdminAccess =
  { permission: Permission | OneOf | typeof SIGNED_IN; public?: never } | { public: true; permission?: never };

/** Any one of two or more permissions. */
export type OneOf = readonly [Permission, Permission, ...Permission[]];

/** What declaredAccess answers for a definition that declares its access properly. */
export type DeclaredAccess = Permission | OneOf | typeof SIGNED_IN | "public";

export type AdminMethod = "GET" | "POST" | "DELETE";

export type AdminPath = `/api/admin/v1/${string}`;

export type AdminEndpointDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  M extends AdminMethod = AdminMethod,
  P extends AdminPath = AdminPath,
  X extends z.ZodType | undefined = z.ZodType | undefined,
> = Omit<EndpointDef<Q, B, "none", R>, "method" | "path" | "auth" | "pathParams"> & {
  method: M;
  path: P;
  /** The path's `{name}` segments (e.g. `/orders/{id}`), parsed like the query: documented and validated. */
  params?: X;
} & AdminAccess;

/** Keeps the declared access in the type (`A`), so a public endpoint's handler gets no operator. */
export function adminEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends AdminAccess = AdminAccess,
  M extends AdminMethod = AdminMethod,
  P extends AdminPath = AdminPath,
  X extends z.ZodType | undefined = undefined,
>(def: AdminEndpointDef<Q, B, R, M, P, X> & A): AdminEndpointDef<Q, B, R, M, P, X> & A {
  return def;
}

/**
 * The permission (or permissions, any one of which will do) a definition requires, SIGNED_IN, or
 * "public"; null when it declares none, both, or a permission that does not exist (the handler then
 * refuses every request).
 */
export function declaredAccess(def: AdminEndpointDef): DeclaredAccess | null {
  if (def.public === true) return def.permission === undefined ? "public" : null;
  if (def.public !== undefined) return null;
  const permission: unknown = def.permission;
  if (permission === SIGNED_IN || isPermission(permission)) return permission;
  if (Array.isArray(permission) && permission.length >= 2 && permission.every(isPermission))
    return permission as unknown as OneOf;
  return null;
}

/** Whether an operator holding `held` may call an endpoint of this access. */
export function accessGranted(access: DeclaredAccess, held: readonly Permission[]): boolean {
  if (access === "public" || access === SIGNED_IN) return true;
  return typeof access === "string" ? held.includes(access) : access.some((p) => held.includes(p));
}

/** Methods that change something: these must carry this site's Origin. */
export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
