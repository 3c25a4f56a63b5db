// Back-office sessions and the signed-in operator (issue 21, "Staff, sessions, roles").
import { adminEndpoint, SIGNED_IN } from "@/lib/api/admin-endpoint";
import { adminLoginSchema } from "@/lib/validation/admin";
import {
  operatorIdParamsSchema,
  ownPasswordSchema,
  staffCreateSchema,
  staffDisableSchema,
  staffResetSchema,
  staffRolesSchema,
  totpConfirmSchema,
} from "@/lib/validation/admin-service";
import { okSchema } from "@/lib/validation/responses/common";
import { openApiDocumentSchema, operatorProfileSchema } from "@/lib/validation/responses/admin";
import {
  rolesCatalogueSchema,
  staffCreatedSchema,
  staffListSchema,
  staffRowSchema,
  totpEnrolmentSchema,
} from "@/lib/validation/responses/admin-service";

const tag = "Staff";

export const staffEndpoints = {
  login: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/sessions",
    summary:
      "Log in: sets the HttpOnly session cookie and answers the operator. `totp` (6 digits) is required for owner and finance and for anyone who enrolled. Unknown names, wrong passwords and wrong codes answer the same 401.",
    tag,
    public: true,
    body: adminLoginSchema,
    response: operatorProfileSchema,
    errors: [401, 429],
  }),
  logout: adminEndpoint({
    method: "DELETE",
    path: "/api/admin/v1/sessions",
    summary: "Log out: ends this session and removes the cookie",
    tag,
    permission: SIGNED_IN,
    response: okSchema,
  }),
  me: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/me",
    summary: "The signed-in operator: roles and the permissions they grant",
    tag,
    permission: SIGNED_IN,
    response: operatorProfileSchema,
  }),
  openapi: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/openapi.json",
    summary: "This document (OpenAPI 3.1), for signed-in operators",
    tag: "Meta",
    permission: SIGNED_IN,
    response: openApiDocumentSchema,
  }),
  ownPassword: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/me/password",
    summary:
      "Changes the signed-in operator's own password (the old one first; wrong guesses are limited per operator: 429); their other sessions end",
    tag,
    permission: SIGNED_IN,
    body: ownPasswordSchema,
    response: okSchema,
    errors: [429],
  }),
  totpStart: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/me/totp",
    summary:
      "Starts enrolling an authenticator app: a new secret, its otpauth URI and an enrolment token (nothing stored yet)",
    tag,
    permission: SIGNED_IN,
    response: totpEnrolmentSchema,
  }),
  totpConfirm: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/me/totp/confirm",
    summary:
      "Binds the enrolled app with a code from it, the operator's password and, to replace an enrolled app, a code of that one (`currentCode`); wrong guesses are limited per operator (429). The operator's other sessions end; audited. Logins then ask for a code",
    tag,
    permission: SIGNED_IN,
    body: totpConfirmSchema,
    response: okSchema,
    errors: [409, 429],
  }),
  roles: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/roles",
    summary: "The built-in roles, the permissions each grants and whether it needs TOTP",
    tag,
    permission: SIGNED_IN,
    response: rolesCatalogueSchema,
  }),
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/staff",
    summary: "Every operator",
    tag,
    permission: "staff:manage",
    response: staffListSchema,
  }),
  create: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/staff",
    summary:
      "Creates an operator with roles the caller may grant (403 otherwise); owner and finance get a TOTP URI, answered once",
    tag,
    permission: "staff:manage",
    body: staffCreateSchema,
    response: staffCreatedSchema,
    success: [201],
    errors: [403, 409],
  }),
  setRoles: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/staff/{id}/roles",
    summary:
      "Replaces an operator's roles, with a reason. 403: the caller's own roles, or a role added or removed that the caller does not fully hold; 409: the last owner",
    tag,
    permission: "staff:manage",
    params: operatorIdParamsSchema,
    body: staffRolesSchema,
    response: staffRowSchema,
    errors: [403, 404, 409],
  }),
  setStatus: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/staff/{id}/status",
    summary: "Disables (ending every session) or enables an operator, with a reason; 409 for the last owner",
    tag,
    permission: "staff:manage",
    params: operatorIdParamsSchema,
    body: staffDisableSchema,
    response: staffRowSchema,
    errors: [403, 404, 409],
  }),
  resetPassword: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/staff/{id}/password",
    summary: "Sets a new password for an operator, with a reason; their sessions end",
    tag,
    permission: "staff:manage",
    params: operatorIdParamsSchema,
    body: staffResetSchema,
    response: staffRowSchema,
    errors: [403, 404],
  }),
};
