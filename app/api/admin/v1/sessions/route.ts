// POST /api/admin/v1/sessions — log in (sets the session cookie); DELETE — log out
import { adminHandler, clearedSessionCookie, sessionCookie } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { json } from "@/lib/api/handler";
import { loginOperator, logoutOperator } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.login, async ({ req, body, client }) => {
  const { token, expiresAt, operator } = await loginOperator(body, client);
  return json(operator, 200, { "set-cookie": sessionCookie(req, token, expiresAt) });
});

export const DELETE = adminHandler(staffEndpoints.logout, async ({ req, operator, actor }) => {
  await logoutOperator(operator.sessionId, { ...actor, operatorId: operator.id });
  return json({ ok: true as const }, 200, { "set-cookie": clearedSessionCookie(req) });
});
