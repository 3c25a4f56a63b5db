// GET /api/v1/shop-settings — the shop's currency, for screens rendered in the browser
import { handler } from "@/lib/api/handler";
import { shopEndpoints } from "@/lib/api/endpoints/shop";
import { shopCurrency } from "@/lib/services/shop";

export const GET = handler(shopEndpoints.settings, async () => ({ currency: await shopCurrency() }));
