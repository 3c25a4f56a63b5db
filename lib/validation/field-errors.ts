// A zod error as field messages, the one mapping the API (lib/api/errors.ts, with the caller's
// locale) and the browser's forms (lib/client/form-errors.ts, with the screen's translator) share:
// a schema's message is a key under "validation", the field's name comes from "fields.<name>".
// Nothing here is imported at run time but the mapping itself (zod's types only).
import type { ZodError } from "zod";
import type { Translate } from "@/lib/i18n/messages";
import type { FieldErrors } from "@/lib/domain/errors";

export type { FieldErrors };

export function zodFieldErrors(error: ZodError, t: Translate): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_";
    if (fields[path]) continue;
    const fieldKey = `fields.${issue.path.filter((p) => typeof p === "string").at(-1) ?? path}`;
    const field = t.has(fieldKey) ? t(fieldKey) : path;
    const values = {
      field,
      minimum: "minimum" in issue ? Number(issue.minimum) : 0,
      maximum: "maximum" in issue ? Number(issue.maximum) : 0,
    };
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    // Length limits on text read better as "at most N characters" than "at most N".
    const textLength =
      (issue.code === "too_big" || issue.code === "too_small") && "origin" in issue && issue.origin === "string";
    const lengthKey = textLength ? (issue.code === "too_big" ? "validation.too_long" : "validation.too_short") : "";
    const candidates = [
      `validation.${issue.message}`,
      missing ? "validation.required" : "",
      lengthKey,
      `validation.${issue.code}`,
    ];
    const key = candidates.find((k) => k && t.has(k)) ?? "validation.invalid";
    fields[path] = t(key, values);
  }
  return fields;
}
