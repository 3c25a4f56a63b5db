// GET /api/admin/v1/dashboard — the day's figures and what waits
import { adminHandler } from "@/lib/api/admin-handler";
import { dashboardEndpoints } from "@/lib/api/admin-endpoints/shoppers";
import { dashboard } from "@/lib/services/reports";

export const GET = adminHandler(dashboardEndpoints.get, ({ operator }) =>
  dashboard(operator.permissions.includes("money:read")),
);
