// POST /api/v1/create-order-now — buy one SKU now
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { placeOrder } from "@/lib/services/order";

export const POST = handler(orderEndpoints.createNow, ({ user, body }) => placeOrder(user.id, body));
