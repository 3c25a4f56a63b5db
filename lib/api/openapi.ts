// The OpenAPI 3.1 document, generated from the endpoint definitions and their zod schemas.
import { z } from "zod";
import type { EndpointDef } from "./endpoint";
import { errorStatus } from "./errors";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const errorBody = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: Object.keys(errorStatus) },
    message: { type: "string", description: "Translated for the caller's locale" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
};

function schemaOf(s: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  return z.toJSONSchema(s, { io, unrepresentable: "any" }) as JsonSchema;
}

function operation(def: EndpointDef) {
  const responses: Record<string, unknown> = {
    "200": { description: "Success", content: { "application/json": { schema: {} } } },
    "422": { description: "Invalid input", content: { "application/json": { schema: errorBody } } },
    "500": { description: "Server error", content: { "application/json": { schema: errorBody } } },
  };
  if (def.auth === "required") responses["401"] = { description: "Not logged in or bad token", content: { "application/json": { schema: errorBody } } };
  for (const status of def.errors ?? []) responses[String(status)] = { description: "Error", content: { "application/json": { schema: errorBody } } };

  const op: Record<string, unknown> = {
    operationId: `${def.method.toLowerCase()}_${def.path.replace("/api/v1/", "").replace(/[^A-Za-z0-9]+/g, "_")}`,
    summary: def.summary,
    tags: [def.tag],
    responses,
  };
  if (def.auth !== "none") op.security = def.auth === "required" ? [{ bearer: [] }] : [{ bearer: [] }, {}];
  if (def.query) {
    const schema = schemaOf(def.query);
    const required = new Set(schema.required ?? []);
    op.parameters = Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: "query", required: required.has(name), schema: s }));
  }
  if (def.body) op.requestBody = { required: true, content: { "application/json": { schema: schemaOf(def.body) } } };
  return op;
}

export function openApiDocument(endpoints: EndpointDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of endpoints) {
    paths[def.path] ??= {};
    paths[def.path][def.method.toLowerCase()] = operation(def);
  }
  return {
    openapi: "3.1.0",
    info: { title: "The Mall API", version: "1.0.0", description: "Money amounts are integer cents. Errors are { code, message, fields? }." },
    servers: [{ url: "/" }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
