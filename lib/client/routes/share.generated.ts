// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The share routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const shareJssdkConfig = "GET /api/v1/jssdk-config" satisfies Route;
export const shareGoodsPoster = "GET /api/v1/goods-poster" satisfies Route;
export const shareGroupPoster = "GET /api/v1/group-poster" satisfies Route;
