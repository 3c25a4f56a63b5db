// The console's building blocks: page header, cards, buttons, fields, tables with loading / empty /
// error states, a pager, status badges, money and time in the operator's locale, and the reason
// dialog every decision that needs a reason goes through. Desktop-first, usable on a tablet.
"use client";

import { Link } from "@/components/admin/link";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";

export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="mb-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      {title || actions ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-gray-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { kind?: "primary" | "secondary" | "danger" };

export function Button({ kind = "secondary", className = "", ...props }: ButtonProps) {
  const look = {
    primary: "bg-accent text-white hover:bg-accent-dark border-accent",
    secondary: "bg-white text-gray-800 hover:bg-gray-50 border-gray-300",
    danger: "bg-white text-price hover:bg-red-50 border-price",
  }[kind];
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-9 items-center justify-center rounded border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${look} ${className}`}
    />
  );
}

const linkLook = {
  primary: "border-accent bg-accent text-white hover:bg-accent-dark",
  secondary: "border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
};

/** A link that looks like a button: a download (a plain link the browser saves), or a screen of the console. */
export function LinkButton({
  kind = "secondary",
  className = "",
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { kind?: keyof typeof linkLook; href: string }) {
  const look = `inline-flex min-h-9 items-center rounded border px-3 text-sm font-medium ${linkLook[kind]} ${className}`;
  return props.download !== undefined ? <a {...props} className={look} /> : <Link {...props} className={look} />;
}

export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const note = `${id}-note`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error || hint ? note : undefined })}
      {error ? (
        <p id={note} className="mt-1 text-xs text-price" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={note} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded border border-gray-300 bg-white px-2.5 py-1.5 text-sm text-gray-900 focus:border-accent focus:outline-2 focus:outline-accent";

/** An amount in the shop's currency (components/ui/money.tsx), in the operator's locale. */
export function Money({ cents }: { cents: number }) {
  const money = useMoney();
  return <span className="tabular-nums">{money(cents)}</span>;
}

export function When({ at }: { at: string | null | undefined }) {
  const locale = useLocale() as Locale;
  if (!at) return <span className="text-gray-500">—</span>;
  return <time dateTime={at}>{formatDateTime(at, locale)}</time>;
}

const badgeTone: Record<string, string> = {
  good: "bg-green-50 text-green-800 border-green-200",
  warn: "bg-amber-50 text-amber-900 border-amber-200",
  bad: "bg-red-50 text-red-800 border-red-200",
  plain: "bg-gray-50 text-gray-700 border-gray-200",
};

export function Badge({ tone = "plain", children }: { tone?: keyof typeof badgeTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded border px-1.5 py-0.5 text-xs whitespace-nowrap ${badgeTone[tone]}`}>
      {children}
    </span>
  );
}

export function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The props of a one-line text field under its label. */
type TextFieldProps = { label: string; error?: string; hint?: string; value: string; onChange: (text: string) => void };

/** A short note on one line (at most 200 characters) under its label. */
export function NoteField(field: TextFieldProps) {
  return (
    <Field label={field.label} error={field.error} hint={field.hint}>
      {(props) => (
        <input
          {...props}
          maxLength={200}
          className={inputClass}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A modal form: over the page, named by its title, closed by Escape. */
export function DialogForm({
  titleId,
  wide = false,
  onClose,
  onSubmit,
  children,
}: {
  titleId: string;
  wide?: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/40 p-4" role="presentation">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`w-full ${wide ? "max-w-lg" : "max-w-md"} rounded-lg bg-white p-5 shadow-xl`}
        onKeyDown={(e) => {
          if (e.key === "Escape") onClose();
        }}
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </div>
  );
}

/**
 * A modal that asks for the reason of a decision (required, at most 500 characters) and runs it;
 * the server's field message shows under the field when it refuses.
 */
export function ReasonDialog({
  title,
  confirm,
  danger,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  confirm: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("common");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <DialogForm
      titleId={titleId}
      onClose={onClose}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!reason.trim()) {
          setError(t("reasonRequired"));
          ref.current?.focus();
          return;
        }
        setBusy(true);
        try {
          await onSubmit(reason.trim());
          onClose();
        } catch (err) {
          const fields = (err as { fields?: Record<string, string> }).fields;
          setError(fields?.reason ?? (err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
      <Field label={t("reason")} error={error}>
        {(props) => (
          <textarea
            {...props}
            ref={ref}
            autoFocus
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button type="submit" kind={danger ? "danger" : "primary"} disabled={busy} aria-busy={busy}>
          {confirm}
        </Button>
      </div>
    </DialogForm>
  );
}

/** A form's own message (a refusal no field carries), announced. */
export function FormMessage({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="w-full text-sm text-price">
      {text}
    </p>
  );
}

/** What a detail screen shows until its record is there: loading, not found, or failed with a retry. */
export function DetailState({ error, notFound, onRetry }: { error: unknown; notFound?: string; onRetry?: () => void }) {
  const t = useTranslations("common");
  const missing = (error as { status?: number } | undefined)?.status === 404;
  return (
    <p className="text-sm text-gray-600" aria-busy={!error}>
      {!error ? (
        t("loading")
      ) : missing && notFound ? (
        notFound
      ) : (
        <>
          {t("loadFailed")}{" "}
          {onRetry ? (
            <button type="button" className="text-accent underline" onClick={onRetry}>
              {t("retry")}
            </button>
          ) : null}
        </>
      )}
    </p>
  );
}

/** A whole-number field (a signed change, a threshold): the server says what is wrong with it. */
export function IntegerField({ label, error, hint, value, onChange }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          inputMode="numeric"
          className={`${inputClass} w-32`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
