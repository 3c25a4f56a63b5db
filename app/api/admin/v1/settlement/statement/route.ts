// GET /api/admin/v1/settlement/statement — the sandbox's statement of a channel's day, in the provider's format
import { adminHandler } from "@/lib/api/admin-handler";
import { settlementEndpoints } from "@/lib/api/admin-endpoints/settlement";
import type { TypedResponse } from "@/lib/api/typed-response";
import { sandboxStatement } from "@/lib/services/payment";

export const GET = adminHandler(settlementEndpoints.statement, async ({ query }) => {
  const { body, filename } = await sandboxStatement(query.channel, query.day);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${query.channel}-${query.day}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  }) as TypedResponse<string>;
});
