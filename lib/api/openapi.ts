// The OpenAPI 3.1 document, generated from the endpoint definitions and their zod schemas: request
// schemas as the validation reads them (io "input"), success bodies from the response schemas the
// handlers are type-checked against (io "output"), and the one error body.
import { z } from "zod";
import type { EndpointDef } from "./endpoint";
import { ADMIN_COOKIE, SIGNED_IN, STATE_CHANGING, type AdminEndpointDef } from "./admin-endpoint";
import { errorCodes } from "@/lib/domain/errors";
import { dateTime } from "@/lib/validation/responses/common";

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
};

const errorBody: JsonSchema = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: [...errorCodes] },
    message: { type: "string", minLength: 1, description: "Translated for the caller's locale" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "Field path -> translated message",
    },
  },
  additionalProperties: false,
};
const errorRef = { $ref: "#/components/schemas/Error" };

/** Named schemas ($defs of the generated schemas, e.g. the recursive CategoryNode) collected into components. */
type Components = Record<string, JsonSchema>;

function schemaOf(s: z.ZodType, io: "input" | "output", components: Components): JsonSchema {
  const generated = z.toJSONSchema(s, {
    io,
    unrepresentable: "any",
    override: (ctx) => {
      // A Date or ISO text in, always ISO text on the wire.
      if (ctx.zodSchema === dateTime) {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
        Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      }
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...schema } = generated;
  void _dialect;
  const hoist = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] = hoist(def);
  return hoist(schema);
}

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });

/** A shopper endpoint (`auth`) or a back-office one (`permission` or `public`). */
type AnyEndpointDef = EndpointDef | AdminEndpointDef;
/** Who may call: nobody in particular, a bearer token (required or optional), an operator's session cookie. */
type Access = "none" | "required" | "optional" | "operator";

function accessOf(def: AnyEndpointDef): Access {
  if ("auth" in def) return def.auth;
  return def.public ? "none" : "operator";
}

function responsesOf(def: AnyEndpointDef, components: Components) {
  const access = accessOf(def);
  const responses: Record<string, unknown> = {};
  const content = def.responseMedia
    ? Object.fromEntries(
        Object.entries(def.responseMedia).map(([media, s]) => [media, { schema: schemaOf(s, "output", components) }]),
      )
    : { "application/json": { schema: schemaOf(def.response, "output", components) } };
  for (const status of def.success ?? [200])
    responses[String(status)] = { description: status === 201 ? "Created" : "Success", content };
  if (def.body || def.query || def.queryDoc)
    responses["400"] = errorResponse(
      "Malformed input: a body that is not JSON (BAD_REQUEST), text with NUL or unpaired surrogates",
    );
  if (access === "required" || access === "optional")
    responses["401"] = errorResponse(
      access === "required" ? "Not logged in, or a bad or expired token" : "A bad or expired token",
    );
  if (access === "operator")
    responses["401"] = errorResponse(
      "No back-office session, or it ended (logout, idle or absolute expiry, account disabled)",
    );
  if (!("auth" in def)) {
    const forbidden = [
      access === "operator" && def.permission !== SIGNED_IN
        ? `the operator's roles lack ${[def.permission ?? []]
            .flat()
            .map((p) => `\`${p}\``)
            .join(" and ")}`
        : "",
      STATE_CHANGING.has(def.method) ? "a change without this site's Origin" : "",
    ].filter(Boolean);
    if (forbidden.length) responses["403"] = errorResponse(`Forbidden: ${forbidden.join(", or ")}`);
  }
  if (def.body) responses["413"] = errorResponse("Body over 1 MB (PAYLOAD_TOO_LARGE)");
  // lib/api/body.ts assertBodyMediaType: a body of another media type than the endpoint takes.
  if (def.method !== "GET")
    responses["415"] = errorResponse(
      `A body that is not ${def.rawBody ? Object.keys(def.rawBody.content).join(" or ") : "application/json (UTF-8)"} (UNSUPPORTED_MEDIA_TYPE)`,
    );
  if (def.body || def.query)
    responses["422"] = errorResponse("Invalid input (VALIDATION); `fields` names each bad field");
  for (const status of def.errors ?? []) responses[String(status)] ??= errorResponse(statusText[status] ?? "Error");
  if (def.idempotent)
    responses["409"] = errorResponse(
      `${statusText[409]}; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request body${def.placesOrder ? "; SHOP_CLOSED (code CONFLICT): the shop has not opened yet" : ""}`,
    );
  responses["500"] = errorResponse("Server error (a bug; never expected)");
  responses["503"] = {
    ...errorResponse(
      "The database cannot answer now (SERVICE_UNAVAILABLE): it is down or restarting, busy past a bound (a lock, the connection pool), or out of storage. Retry after Retry-After seconds (writes that take an Idempotency-Key: with the same key, which answers the first outcome if the write did happen)",
    ),
    headers: {
      "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer", minimum: 1 } },
    },
  };
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

const statusText: Record<number, string> = {
  400: "Bad request",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict with the current state (stock, status, duplicate)",
  413: "Too large",
  415: "Unsupported media type",
  429: "Too many requests (RATE_LIMITED; Retry-After says when to retry)",
};

function operation(def: AnyEndpointDef, components: Components) {
  const access = accessOf(def);
  const op: Record<string, unknown> = {
    operationId: `${def.method.toLowerCase()}_${def.path.replace(/^\/api\/(admin\/)?v1\//, "").replace(/[^A-Za-z0-9]+/g, "_")}`,
    summary: def.summary,
    tags: [def.tag],
    responses: responsesOf(def, components),
  };
  if (access === "required" || access === "optional")
    op.security = access === "required" ? [{ bearer: [] }] : [{ bearer: [] }, {}];
  if (access === "operator") op.security = [{ adminSession: [] }];
  if (!("auth" in def)) op["x-permission"] = def.public ? "public" : def.permission;
  const parameters: unknown[] =
    "auth" in def
      ? Object.entries(def.pathParams ?? {}).map(([name, p]) => ({
          name,
          in: "path",
          required: true,
          description: p.description,
          schema: p.enum ? { type: "string", enum: p.enum } : { type: "string" },
        }))
      : Object.entries(def.params ? (schemaOf(def.params, "input", components).properties ?? {}) : {}).map(
          ([name, schema]) => ({ name, in: "path", required: true, schema }),
        );
  const query = def.query ?? def.queryDoc;
  if (query) {
    const schema = schemaOf(query, "input", components);
    const required = new Set(schema.required ?? []);
    for (const [name, s] of Object.entries(schema.properties ?? {}))
      parameters.push({ name, in: "query", required: required.has(name), schema: s });
  }
  if (def.idempotent)
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Any unique string (up to 128 printable ASCII characters) the client chooses per action. A repeat with the same key answers the first outcome (with header Idempotency-Replayed: true) instead of acting twice; kept for 24 hours. Send it again when the first answer was lost (network failure, 503).",
      schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,128}$" },
    });
  if (parameters.length) op.parameters = parameters;
  if (def.body) {
    const schema = schemaOf(def.body, "input", components);
    // An empty body reads as {}: the body is required only when a field is.
    op.requestBody = { required: (schema.required ?? []).length > 0, content: { "application/json": { schema } } };
  } else if (def.rawBody) {
    op.requestBody = {
      required: true,
      description: def.rawBody.description,
      content: Object.fromEntries(Object.entries(def.rawBody.content).map(([m, schema]) => [m, { schema }])),
    };
  }
  return op;
}

function document(
  endpoints: AnyEndpointDef[],
  info: { title: string; description: string },
  securitySchemes: Record<string, unknown>,
) {
  const components: Components = { Error: errorBody };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of endpoints) {
    paths[def.path] ??= {};
    paths[def.path][def.method.toLowerCase()] = operation(def, components);
  }
  return {
    openapi: "3.1.0",
    info: { ...info, version: "1.0.0" },
    servers: [{ url: "/" }],
    components: { securitySchemes, schemas: components },
    paths,
  };
}

export function openApiDocument(endpoints: EndpointDef[]) {
  return document(
    endpoints,
    { title: "The Mall API", description: "Money amounts are integer cents. Errors are { code, message, fields? }." },
    { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
  );
}

/** The back office's document (/api/admin/v1/openapi.json): its own paths, the session cookie, the permission of each operation. */
export function adminOpenApiDocument(endpoints: AdminEndpointDef[]) {
  return document(
    endpoints,
    {
      title: "The Mall back-office API",
      description: `Money amounts are integer cents. Errors are { code, message, fields? }. Log in with POST /api/admin/v1/sessions; the session is the HttpOnly "${ADMIN_COOKIE}" cookie. Every change must carry this site's Origin header. "x-permission" names the permission each operation needs (a list: any one of them).`,
    },
    { adminSession: { type: "apiKey", in: "cookie", name: ADMIN_COOKIE } },
  );
}
