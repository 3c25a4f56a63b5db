// GET /api/admin/v1/products/export — the catalogue as a streamed CSV
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import type { TypedResponse } from "@/lib/api/typed-response";
import { shopDay } from "@/lib/format/date";
import { exportProductsCsv } from "@/lib/services/catalogue";

export const GET = adminHandler(
  e.exportProducts,
  async ({ actor }) =>
    new Response(await exportProductsCsv(actor), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="products-${shopDay()}.csv"`,
      },
    }) as TypedResponse<string>,
);
