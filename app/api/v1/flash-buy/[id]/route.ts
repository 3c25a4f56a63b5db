// POST /api/v1/flash-buy/{id} — press the buy button of a flash sale (refused early, or admitted, before the account is read)
import { flashBuyHandler } from "@/lib/api/flash-buy";

export const POST = flashBuyHandler;
