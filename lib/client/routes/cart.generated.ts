// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The cart routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const cartIndex = "GET /api/v1/cart-index" satisfies Route;
export const cartAdd = "POST /api/v1/cart-add" satisfies Route;
export const cartEdit = "POST /api/v1/cart-edit" satisfies Route;
export const cartDelete = "POST /api/v1/cart-delete" satisfies Route;
