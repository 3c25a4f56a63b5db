// The shop's public settings: what every screen needs to show amounts (docs/decisions/037-currency.md).
import { endpoint } from "@/lib/api/endpoint";
import { publicShopSettingsSchema } from "@/lib/validation/responses/shop";

const tag = "Shop";

export const shopEndpoints = {
  settings: endpoint({
    method: "GET",
    path: "/api/v1/shop-settings",
    summary: "The shop's currency (every amount is integer minor units of it), for screens rendered in the browser",
    tag,
    auth: "none",
    response: publicShopSettingsSchema,
  }),
};
