// Flash sale endpoints (秒杀, docs/decisions/022-flash-sale.md): what is on (with the server's clock
// and live counters) and the buy button.
import { endpoint } from "@/lib/api/endpoint";
import { flashBuySchema, flashSalesQuerySchema } from "@/lib/validation/flash";
import { flashBoughtSchema, flashSalesSchema } from "@/lib/validation/responses/flash";

const tag = "Flash sales";

export const flashEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/v1/flash-sales",
    summary:
      "Flash sales running or starting within a day (of one product or all), with units sold and left and the server's clock",
    tag,
    auth: "none",
    query: flashSalesQuerySchema,
    response: flashSalesSchema,
  }),
  buy: endpoint({
    method: "POST",
    path: "/api/v1/flash-buy/{id}",
    summary:
      "Press the buy button of flash sale {id}: the order at the flash price, waiting for payment the sale's window; 409 before the start, after the end or sold out (OUT_OF_STOCK); a shopper's later presses answer the first order",
    tag,
    auth: "required",
    pathParams: { id: { description: "The flash sale's id" } },
    body: flashBuySchema,
    response: flashBoughtSchema,
    errors: [404, 409],
    idempotent: true,
    placesOrder: true,
  }),
};
