// POST /api/admin/v1/orders/ship-batch — check a shipping file line by line (preview), then ship it on confirmation
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { shipBatch } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.shipBatch, ({ body, actor, locale }) =>
  shipBatch(body.csv, body.confirm, locale, actor),
);
