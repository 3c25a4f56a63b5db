// POST /api/admin/v1/orders/ship-batch — ship from an uploaded CSV, reported row by row
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { toErrorResponse } from "@/lib/api/errors";
import { shipFromCsv } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.shipBatch, async ({ body, actor, locale }) => {
  const results = await shipFromCsv(body.csv, actor);
  const rows = results.map(({ line, orderNo, error }) => ({
    line,
    orderNo,
    ok: error === null,
    message: error === null ? "" : toErrorResponse(error, locale).body.message,
  }));
  return { shipped: rows.filter((r) => r.ok).length, failed: rows.filter((r) => !r.ok).length, rows };
});
