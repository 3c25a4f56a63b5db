// Every back-office endpoint definition, by domain: /api/admin/v1/openapi.json, the console's typed
// client (lib/admin-client/api.ts, types only) and the permission-matrix test
// (tests/api/admin-permissions.test.ts) read this registry. Each domain keeps its own file.
import type { AdminEndpointDef } from "@/lib/api/admin-endpoint";
import { auditEndpoints } from "./audit";
import { catalogueEndpoints } from "./catalogue";
import { orderEndpoints } from "./orders";
import { afterSaleEndpoints, consultEndpoints, reviewEndpoints } from "./service";
import { dashboardEndpoints, shopperEndpoints } from "./shoppers";
import { staffEndpoints } from "./staff";
import { couponEndpoints, saleEndpoints } from "./marketing";
import { groupRuleEndpoints } from "./group";
import { contentEndpoints } from "./content";
import { settingsEndpoints } from "./settings";
import { shopEndpoints } from "./shop";
import { settlementEndpoints } from "./settlement";

export const adminEndpoints = {
  staff: staffEndpoints,
  audit: auditEndpoints,
  dashboard: dashboardEndpoints,
  orders: orderEndpoints,
  afterSales: afterSaleEndpoints,
  consult: consultEndpoints,
  reviews: reviewEndpoints,
  shoppers: shopperEndpoints,
  coupons: couponEndpoints,
  sales: saleEndpoints,
  groupRules: groupRuleEndpoints,
  content: contentEndpoints,
  settings: settingsEndpoints,
  shop: shopEndpoints,
  catalogue: catalogueEndpoints,
  settlement: settlementEndpoints,
};

export const allAdminEndpoints: AdminEndpointDef[] = Object.values(adminEndpoints).flatMap((domain) =>
  Object.values(domain),
);
