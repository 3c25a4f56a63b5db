// GET /api/admin/v1/settlement — each day's payments, refunds and net by channel, and its reconciliation
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import { dailySettlement } from "@/lib/services/reports";

export const GET = adminHandler(settlementEndpoints.list, ({ query }) => dailySettlement(query.from, query.to));
