// GET /api/v1/get-pickup-points — the pick-up points
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { listPickupPoints } from "@/lib/services/account";

export const GET = handler(addressEndpoints.pickupPoints, () => listPickupPoints());
