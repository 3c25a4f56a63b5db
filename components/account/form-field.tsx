// A labelled text input with its hint or error underneath, wired for screen readers (aria-invalid,
// aria-describedby). Password fields get a show/hide toggle.
"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useHydrated } from "@/lib/client/use-hydrated";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  /** Before the input, inside its row (a phone number's region code). */
  leading?: React.ReactNode;
  trailing?: React.ReactNode;
};

export function FormField({
  label,
  value,
  onValue,
  error,
  hint,
  leading,
  trailing,
  type = "text",
  className = "",
  disabled,
  ...input
}: Props) {
  const t = useTranslations("account.login");
  const hydrated = useHydrated();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  const note = error ?? hint;
  return (
    <div className={`border-b border-gray-100 py-2 ${className}`}>
      <label htmlFor={id} className="block text-xs text-gray-500">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {leading}
        <input
          id={id}
          type={isPassword && visible ? "text" : type}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          disabled={disabled || !hydrated}
          className="h-10 min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-gray-300"
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t("hidePassword") : t("showPassword")}
            aria-pressed={visible}
            className="flex h-9 w-9 items-center justify-center text-gray-500"
          >
            <span aria-hidden>{visible ? "🙈" : "👁"}</span>
          </button>
        ) : null}
        {trailing}
      </div>
      {note ? (
        <p id={`${id}-note`} className={`pt-1 text-xs ${error ? "text-price" : "text-gray-500"}`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** The form-wide error (not tied to one field), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-price">
      {message}
    </p>
  );
}

export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingText: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      className="mt-6 h-11 w-full rounded-full bg-accent text-[15px] font-medium text-white active:bg-accent-dark disabled:opacity-60"
    >
      {pending ? pendingText : children}
    </button>
  );
}
