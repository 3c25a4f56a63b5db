// GET /api/admin/v1/settlement/export — the settlement of a stretch of days as CSV
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import type { TypedResponse } from "@/lib/api/typed-response";
import { settlementCsv } from "@/lib/services/reports";

export const GET = adminHandler(settlementEndpoints.export, async ({ query, locale, actor }) => {
  const body = await settlementCsv(query.from, query.to, locale, actor);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="settlement-${query.from}-${query.to}.csv"`,
    },
  }) as TypedResponse<string>;
});
