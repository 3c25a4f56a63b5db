// The submit flow of the console's forms: busy at once (a double click sends nothing twice), the
// server's field messages under their fields, any other refusal as the form's message, and `reset`
// after a success. The server validates (zod, in the operator's language); the form only sends.
"use client";

import { useState, type FormEvent } from "react";
import type { FieldErrors } from "@/lib/domain/errors";

/** Whether a submit may start: the page stays where it is, and a second press while one runs does nothing. */
export function mayStart(event: FormEvent | undefined, busy: boolean): boolean {
  event?.preventDefault();
  return !busy;
}

/** A refused save on screen: the server's field messages under their fields, its message for the form. */
export function showRefusal(
  error: unknown,
  setErrors: (fields: FieldErrors) => void,
  setMessage: (message: string) => void,
) {
  setErrors((error as { fields?: FieldErrors }).fields ?? {});
  setMessage((error as Error).message);
}

export function useAdminSubmit(send: () => Promise<unknown>, options: { onDone?: () => void } = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    if (!mayStart(event, busy)) return;
    setBusy(true);
    setErrors({});
    setMessage("");
    try {
      await send();
      options.onDone?.();
    } catch (error) {
      showRefusal(error, setErrors, setMessage);
    } finally {
      setBusy(false);
    }
  };
  /** The form's message when no field carries one (the field messages stand under their fields). */
  const formMessage = Object.keys(errors).length ? "" : message;
  return { submit, errors, message, formMessage, busy, setErrors };
}
