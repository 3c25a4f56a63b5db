// Field messages for forms, from the same zod schemas the API validates with, translated by the
// API's own mapping (lib/validation/field-errors.ts): the schema's message is a key under
// "validation", the field name comes from "fields.<name>". Server answers ({ fields }) fill the same map.
// zod itself is not imported here (types only): it arrives with the schema modules, loaded on demand
// (form-schemas.ts), which set its configuration first (lib/validation/common.ts -> lib/zod-config.ts).
import type { ZodType } from "zod";
import type { Translate } from "@/lib/i18n/messages";
import { zodFieldErrors, type FieldErrors } from "@/lib/validation/field-errors";
import { ApiClientError } from "./fetcher";

export type { FieldErrors, Translate };

/** Parses `input` with `schema`: the data, or the translated field messages. */
export function validateForm<S extends ZodType>(
  schema: S,
  input: unknown,
  t: Translate,
): { data: ReturnType<S["parse"]> } | { errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data as ReturnType<S["parse"]> } : { errors: zodFieldErrors(result.error, t) };
}

/**
 * validateForm with the schema loaded on demand (see lib/client/form-schemas.ts). When it cannot be
 * loaded (a dropped connection), the input goes to the API unchecked: the API checks it with the same
 * schema and its field messages fill the same map.
 */
export async function validateFormLazily<S extends ZodType>(
  load: () => Promise<S>,
  input: unknown,
  t: Translate,
): Promise<{ data: ReturnType<S["parse"]> } | { errors: FieldErrors }> {
  let schema: S;
  try {
    schema = await load();
  } catch {
    return { data: input as ReturnType<S["parse"]> };
  }
  return validateForm(schema, input, t);
}

/** The field messages of an API error (422), or a single message for the form as a whole. */
export function apiFormErrors(error: unknown): FieldErrors {
  if (error instanceof ApiClientError)
    return error.fields && Object.keys(error.fields).length > 0 ? error.fields : { _: error.message };
  return { _: error instanceof Error ? error.message : String(error) };
}
