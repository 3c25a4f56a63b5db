// The daily settlement and the reconciliation against the payment providers (issue 34 §5,
// docs/decisions/041-settlement.md): the finance role's.
import { z } from "zod";
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { channelDaySchema, settlementQuerySchema, statementImportSchema } from "@/lib/validation/admin-settlement";
import { reconciliationSchema, settlementSchema } from "@/lib/validation/responses/admin-settlement";

const tag = "Settlement";

export const settlementEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settlement",
    summary:
      "Each shop day of [from, to] (at most 92) by payment channel: payments received, refunds the provider confirmed, net, and the day's reconciliation",
    tag,
    permission: "settlement:read",
    query: settlementQuerySchema,
    response: settlementSchema,
  }),
  export: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settlement/export",
    summary: "The settlement of [from, to] as CSV (UTF-8 with BOM, in the operator's language). Audited.",
    tag,
    permission: "settlement:read",
    query: settlementQuerySchema,
    response: z.string(),
    responseMedia: { "text/csv": z.string() },
  }),
  statement: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settlement/statement",
    summary:
      "The sandbox's statement of a channel's day in the provider's format (WeChat Pay trade bill, Alipay account bill); 409 when the channel has a real provider",
    tag,
    permission: "settlement:read",
    query: channelDaySchema,
    response: z.string(),
    responseMedia: { "text/csv": z.string() },
    errors: [409],
  }),
  reconciliation: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/reconciliations",
    summary: "The last reconciliation of a channel's day, with every difference (null: none made yet)",
    tag,
    permission: "settlement:read",
    query: channelDaySchema,
    response: z.object({ reconciliation: reconciliationSchema.nullable() }),
  }),
  import: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/reconciliations",
    summary:
      "Reconciles a channel's day with a statement file (base64): WeChat Pay's trade bill, Alipay's account bill (the ZIP or its CSV). A file of another format, channel, merchant or day is refused (422, one reason) and nothing is stored. Audited.",
    tag,
    permission: "settlement:reconcile",
    body: statementImportSchema,
    response: reconciliationSchema,
  }),
  download: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/reconciliations/download",
    summary:
      "Reconciles a channel's day with the trade bill downloaded through its provider (real keys: WeChat Pay API v3, Alipay); 409 otherwise. Audited.",
    tag,
    permission: "settlement:reconcile",
    body: channelDaySchema,
    response: reconciliationSchema,
    errors: [409],
  }),
};
