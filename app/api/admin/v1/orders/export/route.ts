// GET /api/admin/v1/orders/export — the filtered orders as a streamed CSV
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import type { TypedResponse } from "@/lib/api/typed-response";
import { exportOrdersCsv } from "@/lib/services/order";
import { shopDay } from "@/lib/format/date";

export const GET = adminHandler(orderEndpoints.export, async ({ query: { sort: _sort, ...filter }, locale, actor }) => {
  void _sort;
  const body = await exportOrdersCsv(filter, locale, actor);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${shopDay()}.csv"`,
    },
  }) as TypedResponse<string>;
});
