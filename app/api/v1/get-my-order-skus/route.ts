// GET /api/v1/get-my-order-skus — the SKUs the caller has paid for
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { listBoughtSkus } from "@/lib/services/order";

export const GET = handler(orderEndpoints.skus, ({ user, query }) => listBoughtSkus(user.id, query));
