// The submit flow of the console's forms: busy at once (a double click sends nothing twice), the
// server's field messages under their fields, any other refusal as the form's message, and `reset`
// after a success. The server validates (zod, in the operator's language); the form only sends.
"use client";

import { useState, type FormEvent } from "react";
import type { FieldErrors } from "@/lib/domain/errors";

export function useAdminSubmit(send: () => Promise<unknown>, options: { onDone?: () => void } = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setMessage("");
    try {
      await send();
      options.onDone?.();
    } catch (error) {
      setErrors((error as { fields?: FieldErrors }).fields ?? {});
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  /** The form's message when no field carries one (the field messages stand under their fields). */
  const formMessage = Object.keys(errors).length ? "" : message;
  return { submit, errors, message, formMessage, busy, setErrors };
}
