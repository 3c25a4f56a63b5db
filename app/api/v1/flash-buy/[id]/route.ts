// POST /api/v1/flash-buy/{id} — press the buy button of a flash sale (refused early when it cannot succeed)
import { handler } from "@/lib/api/handler";
import { flashEndpoints } from "@/lib/api/endpoints/flash";
import { buyFlashSale, screenFlashPress } from "@/lib/services/order";
import { idSchema } from "@/lib/validation/common";

const saleId = (req: Request) => idSchema.parse(new URL(req.url).pathname.split("/").at(-1));

export const POST = handler(flashEndpoints.buy, ({ req, user, body }) => buyFlashSale(user.id, saleId(req), body), {
  screen: ({ req, userId }) => screenFlashPress(saleId(req), userId),
});
