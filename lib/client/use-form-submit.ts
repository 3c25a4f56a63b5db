// useFormSubmit — the submit flow every form of the app shares:
//   1. the button goes busy at once (a double tap sends nothing twice);
//   2. the values are checked with the API's own zod schema, loaded on demand (form-schemas.ts), plus
//      any check a schema cannot make (a repeated password); messages land under their fields;
//   3. the checked data is sent; an API error fills the same field map (or the form's message);
//   4. the button is free again, unless the form leaves the screen on success (`leaves`).
//
//   const form = useFormSubmit({
//     schema: () => accountSchemas().then((m) => m.loginSchema),
//     values: () => ({ username, password }),
//     t,                                   // useTranslations() at the root: "validation.*", "fields.*"
//     send: async (data) => finishLogin(await loginWithPassword(data), redirect),
//     leaves: true,
//   });
//   <form onSubmit={form.submit}> ... error={form.errors.username} ... pending={form.pending}
"use client";

import { useState, type FormEvent } from "react";
import type { ZodType } from "zod";
import { apiFormErrors, validateFormLazily, type FieldErrors, type Translate } from "./form-errors";

type Options<S extends ZodType> = {
  schema: () => Promise<S>;
  /** The values to check, read when the form is submitted. */
  values: () => unknown;
  t: Translate;
  /** Extra field messages, given the schema's (e.g. a confirmation that does not match). */
  check?: (errors: FieldErrors) => FieldErrors | undefined;
  /** Sends the checked data; a thrown API error is shown on the form. */
  send: (data: ReturnType<S["parse"]>) => Promise<void>;
  /** The form navigates away on success: keep the button busy until it does. */
  leaves?: boolean;
};

export function useFormSubmit<S extends ZodType>({ schema, values, t, check, send, leaves = false }: Options<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const checked = await validateFormLazily(schema, values(), t);
    const found: FieldErrors = "errors" in checked ? { ...checked.errors } : {};
    Object.assign(found, check?.(found));
    if ("errors" in checked || Object.keys(found).length > 0) {
      setErrors(found);
      setPending(false);
      return;
    }
    setErrors({});
    try {
      await send(checked.data);
      if (!leaves) setPending(false);
    } catch (error) {
      setErrors(apiFormErrors(error));
      setPending(false);
    }
  };

  return { errors, setErrors, pending, submit };
}
