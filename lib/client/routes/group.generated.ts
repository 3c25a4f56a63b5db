// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The group routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const groupList = "GET /api/v1/groups" satisfies Route;
export const groupDetail = "GET /api/v1/group-detail" satisfies Route;
export const groupPreview = "POST /api/v1/group-preview" satisfies Route;
export const groupOpen = "POST /api/v1/group-open" satisfies Route;
export const groupJoin = "POST /api/v1/group-join" satisfies Route;
