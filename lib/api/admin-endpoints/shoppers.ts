// Shoppers (issue 21, "Shoppers") and the dashboard.
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { idParamsSchema } from "@/lib/validation/admin-orders";
import { adminShopperQuerySchema, pointsAdjustSchema, shopperDisableSchema } from "@/lib/validation/admin-service";
import {
  adminShopperDetailSchema,
  adminShopperPageSchema,
  adminShopperSchema,
  dashboardSchema,
} from "@/lib/validation/responses/admin-service";

export const shopperEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/shoppers",
    summary: "Shoppers by id, phone, username (exact) or the start of a nickname; newest first",
    tag: "Shoppers",
    permission: "shopper:read",
    query: adminShopperQuerySchema,
    response: adminShopperPageSchema,
  }),
  detail: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/shoppers/{id}",
    summary: "One shopper: orders, points ledger, addresses, after-sales and the account's audit trail",
    tag: "Shoppers",
    permission: "shopper:read",
    params: idParamsSchema,
    response: adminShopperDetailSchema,
    errors: [404],
  }),
  status: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shoppers/{id}/status",
    summary: "Disables a shopper (every token stops working, logins are refused) or enables them, with a reason",
    tag: "Shoppers",
    permission: "shopper:write",
    params: idParamsSchema,
    body: shopperDisableSchema,
    response: adminShopperSchema,
    errors: [404],
  }),
  points: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shoppers/{id}/points",
    summary: "Gives or takes points with a reason; the balance never goes below zero (409)",
    tag: "Shoppers",
    permission: "points:adjust",
    params: idParamsSchema,
    body: pointsAdjustSchema,
    response: adminShopperSchema,
    errors: [404, 409],
  }),
};

export const dashboardEndpoints = {
  get: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/dashboard",
    summary:
      "Today's and 30 days' paid sales, and what waits: orders to ship, after-sales, refunds, consults, low stock",
    tag: "Dashboard",
    permission: "order:read",
    response: dashboardSchema,
  }),
};
