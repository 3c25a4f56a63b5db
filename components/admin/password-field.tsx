// A password under its label: a new one (the browser may suggest one) or the current one (it may fill it).
"use client";

import type { ChangeEventHandler } from "react";
import { Field, inputClass } from "./ui";

export function PasswordField({
  label,
  error,
  hint,
  current = false,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  hint?: string;
  current?: boolean;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="password"
          autoComplete={current ? "current-password" : "new-password"}
          className={inputClass}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
