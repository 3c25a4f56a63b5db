// GET /api/admin/v1/reconciliations — a channel's day as last reconciled
// POST /api/admin/v1/reconciliations — reconcile a channel's day with an uploaded statement
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import { ApiError } from "@/lib/domain/errors";
import { importStatement, readReconciliation } from "@/lib/services/payment";

export const GET = adminHandler(settlementEndpoints.reconciliation, async ({ query }) => {
  const found = await readReconciliation(query.channel, query.day);
  if (!found) throw new ApiError("NOT_FOUND");
  return found;
});

export const POST = adminHandler(settlementEndpoints.import, ({ body, actor }) =>
  importStatement({ channel: body.channel, day: body.day, file: Buffer.from(body.file, "base64") }, actor),
);
