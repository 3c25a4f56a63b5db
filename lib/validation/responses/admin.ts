// What the back-office API answers (lib/api/admin-endpoints), checked against the handlers and published
// in /api/admin/v1/openapi.json.
import { z } from "zod";
import { dateTime, int, pageOf } from "./common";
import { permissions, roles } from "@/lib/domain/permissions";

export const operatorProfileSchema = z.object({
  id: int,
  username: z.string(),
  roles: z.array(z.enum(roles)),
  permissions: z.array(z.enum(permissions)).meta({ description: "Every permission the roles grant together" }),
  demo: z.boolean().meta({ description: "The demo's owner (MALL_SANDBOX=1): the console shows a banner" }),
  totp: z.boolean().meta({ description: "An authenticator app is enrolled (logins ask for its code)" }),
});

const changedSide = z
  .record(z.string(), z.unknown())
  .nullable()
  .meta({ description: "The changed fields only; secrets show as [redacted]" });

export const auditRowSchema = z.object({
  id: int,
  at: dateTime,
  actor: z.string().meta({ description: "Operator username, cli:<os user>, system:<part> or anonymous" }),
  role: z.string().meta({ description: "The actor's roles at the time, comma-separated" }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: changedSide,
  after: changedSide,
  reason: z.string(),
  address: z.string(),
  requestId: z.string(),
});

export const auditPageSchema = pageOf(auditRowSchema);

/** The OpenAPI document itself (its shape is OpenAPI 3.1's, not restated here). */
export const openApiDocumentSchema = z.record(z.string(), z.unknown());
