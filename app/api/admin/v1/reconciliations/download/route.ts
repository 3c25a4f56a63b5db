// POST /api/admin/v1/reconciliations/download — reconcile a channel's day with the bill its provider serves
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import { downloadStatement } from "@/lib/services/payment";

export const POST = adminHandler(settlementEndpoints.download, ({ body, actor }) => downloadStatement(body, actor));
