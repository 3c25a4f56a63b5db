// Back-office sessions and the signed-in operator (issue 21, "Staff, sessions, roles").
import { adminEndpoint, SIGNED_IN } from "@/lib/api/admin-endpoint";
import { adminLoginSchema } from "@/lib/validation/admin";
import { okSchema } from "@/lib/validation/responses/common";
import { openApiDocumentSchema, operatorProfileSchema } from "@/lib/validation/responses/admin";

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
};
