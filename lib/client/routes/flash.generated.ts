// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The flash routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const flashList = "GET /api/v1/flash-sales" satisfies Route;
export const flashBuy = "POST /api/v1/flash-buy/{id}" satisfies Route;
