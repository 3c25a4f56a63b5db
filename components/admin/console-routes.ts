// The console's screens and the permission each needs: the navigation shows what the operator may
// open, and a screen opened by its address without the permission says so instead of drawing a form
// that the server would refuse (the server refuses anyway: every endpoint declares its permission).
import type { Permission } from "@/lib/domain/permissions";

export type ConsoleRoute = { href: string; key: string; permission: Permission | null };

export const consoleRoutes: readonly ConsoleRoute[] = [
  { href: "/admin", key: "dashboard", permission: "order:read" },
  { href: "/admin/launch", key: "launch", permission: "settings:write" },
  { href: "/admin/orders", key: "orders", permission: "order:read" },
  { href: "/admin/after-sales", key: "afterSales", permission: "order:read" },
  { href: "/admin/refunds", key: "refunds", permission: "order:read" },
  { href: "/admin/settlement", key: "settlement", permission: "settlement:read" },
  { href: "/admin/invoices", key: "invoices", permission: "invoice:issue" },
  { href: "/admin/consult", key: "consult", permission: "consult:reply" },
  { href: "/admin/reviews", key: "reviews", permission: "review:moderate" },
  { href: "/admin/shoppers", key: "shoppers", permission: "shopper:read" },
  { href: "/admin/products", key: "products", permission: "catalogue:write" },
  { href: "/admin/stock", key: "stock", permission: "stock:adjust" },
  { href: "/admin/stock/ledger", key: "stockLedger", permission: "stock:adjust" },
  { href: "/admin/categories", key: "categories", permission: "catalogue:write" },
  { href: "/admin/translations", key: "translations", permission: "translation:write" },
  { href: "/admin/coupons", key: "coupons", permission: "marketing:write" },
  { href: "/admin/sales", key: "sales", permission: "marketing:write" },
  { href: "/admin/group-rules", key: "groupRules", permission: "marketing:write" },
  { href: "/admin/content", key: "content", permission: "content:write" },
  { href: "/admin/shop", key: "shop", permission: "settings:write" },
  { href: "/admin/settings", key: "settings", permission: "settings:write" },
  { href: "/admin/staff", key: "staff", permission: "staff:manage" },
  { href: "/admin/audit", key: "audit", permission: "audit:read" },
  { href: "/admin/profile", key: "profile", permission: null },
];

/** The screen an address belongs to: the longest route it starts with ("/admin" only for itself). */
export function routeOf(path: string): ConsoleRoute | undefined {
  return consoleRoutes
    .filter((r) =>
      r.href === "/admin" ? path === "/admin" || path === "/admin/" : path === r.href || path.startsWith(`${r.href}/`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0];
}
