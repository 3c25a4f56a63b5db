// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The notices routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const noticesSubscribe = "POST /api/v1/notices-subscribe" satisfies Route;
export const noticesList = "GET /api/v1/notices" satisfies Route;
export const noticesCancel = "POST /api/v1/notices-cancel" satisfies Route;
export const noticesMessages = "GET /api/v1/messages" satisfies Route;
export const noticesRead = "POST /api/v1/messages-read" satisfies Route;
export const noticesPushTemplates = "GET /api/v1/notices-push" satisfies Route;
export const noticesPushConsent = "POST /api/v1/notices-push-consent" satisfies Route;
