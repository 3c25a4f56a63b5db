// POST /api/v1/flash-buy/{id} as a function of a Web Request (docs/decisions/022-flash-sale.md): the
// route exports it, and the server entry's early lane (lib/flash-lane.ts) calls it itself for the presses it
// admitted, so that no press of a flash sale's crowd waits for Next's request handling.
import crypto from "node:crypto";
import { handler } from "@/lib/api/handler";
import { flashEndpoints } from "@/lib/api/endpoints/flash";
import { admitFlashPress, buyFlashSale } from "@/lib/services/order";
import { idSchema } from "@/lib/validation/common";

const KEY = Symbol.for("mall.flashLaneHeader");
type Holder = { [KEY]?: string };

/** The header marking a press admitted by the lane: its name is random per process, so no client can send it. */
export function laneHeader(): string {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= `x-mall-flash-${crypto.randomBytes(12).toString("hex")}`);
}

/** Whether this process's lane admitted the request (the handler then skips its own admission). */
function admittedByLane(headers: Headers): boolean {
  const name = (globalThis as Holder)[KEY];
  return name !== undefined && headers.get(name) === "1";
}

const saleId = (req: Request) => idSchema.parse(new URL(req.url).pathname.split("/").at(-1));

export const flashBuyHandler = handler(
  flashEndpoints.buy,
  ({ req, user, body }) => buyFlashSale(user.id, saleId(req), body),
  {
    admit: ({ req, userId, body }, next) =>
      admitFlashPress(saleId(req), userId, next, { admitted: admittedByLane(req.headers), units: body.quantity }),
  },
);
