// GET /api/v1/get-my-order — the caller's order counts by status
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { orderCounts } from "@/lib/services/order";

export const GET = handler(orderEndpoints.counts, ({ user }) => orderCounts(user.id));
