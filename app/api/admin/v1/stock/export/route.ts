// GET /api/admin/v1/stock/export — stock levels as a streamed CSV
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import type { TypedResponse } from "@/lib/api/typed-response";
import { shopDay } from "@/lib/format/date";
import { exportStockCsv } from "@/lib/services/catalogue";

export const GET = adminHandler(
  e.exportStock,
  async ({ actor }) =>
    new Response(await exportStockCsv(actor), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="stock-${shopDay()}.csv"`,
      },
    }) as TypedResponse<string>,
);
