// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The address routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const addressCreate = "POST /api/v1/create-addresses" satisfies Route;
export const addressEdit = "POST /api/v1/edit-addresses" satisfies Route;
export const addressIsDefault = "POST /api/v1/addresses-is-default" satisfies Route;
export const addressList = "GET /api/v1/get-addresses" satisfies Route;
export const addressGet = "GET /api/v1/get-edit-addresses" satisfies Route;
export const addressPickupPoints = "GET /api/v1/get-pickup-points" satisfies Route;
