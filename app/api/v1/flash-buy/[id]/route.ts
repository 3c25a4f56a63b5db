// POST /api/v1/flash-buy/{id} — press the buy button of a flash sale (refused early, or queued, before the account is read)
import { handler } from "@/lib/api/handler";
import { flashEndpoints } from "@/lib/api/endpoints/flash";
import { admitFlashPress, buyFlashSale } from "@/lib/services/order";
import { idSchema } from "@/lib/validation/common";
import { admittedByLane } from "@/lib/flash-lane";

const saleId = (req: Request) => idSchema.parse(new URL(req.url).pathname.split("/").at(-1));

export const POST = handler(flashEndpoints.buy, ({ req, user, body }) => buyFlashSale(user.id, saleId(req), body), {
  admit: ({ req, userId, body }, next) =>
    admitFlashPress(saleId(req), userId, next, { admitted: admittedByLane(req.headers), units: body.quantity }),
});
