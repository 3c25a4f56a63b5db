// GET /api/v1/groups — a product's group rule open now and the groups one may join
import { handler } from "@/lib/api/handler";
import { groupEndpoints } from "@/lib/api/endpoints/group";
import { productGroups } from "@/lib/services/group";

export const GET = handler(groupEndpoints.list, ({ query }) => productGroups(query.productId));
