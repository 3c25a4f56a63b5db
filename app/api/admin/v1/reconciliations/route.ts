// GET /api/admin/v1/reconciliations — a channel's day as last reconciled
// POST /api/admin/v1/reconciliations — reconcile a channel's day with an uploaded statement
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import { importStatement, readReconciliation } from "@/lib/services/payment";

export const GET = adminHandler(settlementEndpoints.reconciliation, async ({ query }) => ({
  reconciliation: await readReconciliation(query.channel, query.day),
}));

export const POST = adminHandler(settlementEndpoints.import, ({ body, actor }) =>
  importStatement({ channel: body.channel, day: body.day, file: Buffer.from(body.file, "base64") }, actor),
);
