// GET /api/v1/flash-sales — flash sales on now or soon, with units sold and left and the server's clock
import { handler } from "@/lib/api/handler";
import { flashEndpoints } from "@/lib/api/endpoints/flash";
import { listFlashSalesIn } from "@/lib/services/catalogue";

export const GET = handler(flashEndpoints.list, ({ query, locale }) => listFlashSalesIn(query, locale));
