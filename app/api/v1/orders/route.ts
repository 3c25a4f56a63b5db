// GET /api/v1/orders — the caller's orders, optionally by status
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { listOrdersIn } from "@/lib/services/order";

export const GET = handler(orderEndpoints.list, ({ user, query, locale }) =>
  listOrdersIn(user.id, { ...query, statuses: query.status === undefined ? undefined : [query.status] }, locale),
);
