// One form for the back office's editable records (coupons, home pieces, settings): fields described
// as data, texts side by side in the four locales (zh-Hans required, the others "fall back to
// zh-Hans"), pictures uploaded through the back office's upload, money typed in yuan and sent in
// cents, times in the operator's local time and sent as ISO. The server's field errors show under
// their fields; a stale save (409 with `current`) shows which fields someone else changed and offers
// their version instead of overwriting it.
"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { locales } from "@/lib/i18n/routing";
import { uploadPictures } from "@/lib/admin-client/content";
import { AdminClientError } from "@/lib/admin-client/fetcher";
import { Button, Card, Field, inputClass } from "./ui";

export type FieldSpec =
  | { kind: "localized"; name: string; multiline?: boolean }
  | { kind: "localizedImage"; name: string }
  | { kind: "image"; name: string }
  | { kind: "text"; name: string; multiline?: boolean }
  | { kind: "number"; name: string; nullable?: boolean }
  | { kind: "money"; name: string; nullable?: boolean }
  | { kind: "bool"; name: string }
  | { kind: "datetime"; name: string; nullable?: boolean }
  | { kind: "select"; name: string; options: readonly string[] }
  | { kind: "ids"; name: string };

export type Draft = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, "0");
/** ISO text as the value of a datetime-local input (the operator's local time). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const yuan = (cents: unknown) => (typeof cents === "number" ? formatCents(cents) : "");
// Not an amount: NaN, which the server refuses naming the field.
const cents = (value: string) => (value.trim() === "" ? null : (parseYuan(value) ?? Number.NaN));

export function PictureInput({
  id,
  value,
  onChange,
  props,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  props: object;
}) {
  const t = useTranslations("editor");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- the shop's own upload or drawn picture
        <img src={value} alt="" className="h-12 w-20 rounded border border-gray-200 object-cover" />
      ) : null}
      <input
        {...props}
        id={id}
        className={`${inputClass} max-w-xs`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <label className="cursor-pointer rounded border border-gray-300 px-2 py-1 text-sm hover:bg-gray-50">
        {busy ? t("uploading") : t("upload")}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setError("");
            try {
              onChange((await uploadPictures([file]))[0]);
            } catch (err) {
              setError((err as Error).message);
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {error ? (
        <span role="alert" className="text-xs text-price">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function Input({
  spec,
  value,
  set,
  errors,
}: {
  spec: FieldSpec;
  value: unknown;
  set: (v: unknown) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("editor");
  const label = t(`fields.${spec.name}`);
  const error = errors[spec.name];
  if (spec.kind === "localized" || spec.kind === "localizedImage") {
    const text = (value ?? {}) as Record<string, string>;
    return (
      <fieldset className="mb-3 rounded border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium text-gray-700">{label}</legend>
        <div className="grid gap-x-3 md:grid-cols-2">
          {locales.map((locale) => (
            <Field
              key={locale}
              label={`${label} · ${t(`locale.${locale}`)}`}
              error={errors[`${spec.name}.${locale}`] ?? (locale === "zh-Hans" ? error : undefined)}
              hint={locale === "zh-Hans" ? t("required") : t("fallback")}
            >
              {(props) =>
                spec.kind === "localizedImage" ? (
                  <PictureInput
                    id={props.id}
                    props={props}
                    value={text[locale] ?? ""}
                    onChange={(v) => set({ ...text, [locale]: v })}
                  />
                ) : spec.multiline ? (
                  <textarea
                    {...props}
                    rows={4}
                    className={inputClass}
                    value={text[locale] ?? ""}
                    onChange={(e) => set({ ...text, [locale]: e.target.value })}
                  />
                ) : (
                  <input
                    {...props}
                    className={inputClass}
                    value={text[locale] ?? ""}
                    onChange={(e) => set({ ...text, [locale]: e.target.value })}
                  />
                )
              }
            </Field>
          ))}
        </div>
      </fieldset>
    );
  }
  if (spec.kind === "bool")
    return (
      <div className="mb-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />
          {label}
          {error ? (
            <span role="alert" className="text-xs text-price">
              {error}
            </span>
          ) : null}
        </label>
        {t.has(`hints.${spec.name}`) ? (
          <p className="mt-1 ml-6 text-xs text-gray-500">{t(`hints.${spec.name}`)}</p>
        ) : null}
      </div>
    );
  return (
    <Field label={label} error={error} hint={t.has(`hints.${spec.name}`) ? t(`hints.${spec.name}`) : undefined}>
      {(props): ReactNode => {
        switch (spec.kind) {
          case "image":
            return <PictureInput id={props.id} props={props} value={String(value ?? "")} onChange={set} />;
          case "text":
            return spec.multiline ? (
              <textarea
                {...props}
                rows={3}
                className={inputClass}
                value={String(value ?? "")}
                onChange={(e) => set(e.target.value)}
              />
            ) : (
              <input
                {...props}
                className={inputClass}
                value={String(value ?? "")}
                onChange={(e) => set(e.target.value)}
              />
            );
          case "number":
            return (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                className={inputClass}
                value={value === null || value === undefined ? "" : String(value)}
                onChange={(e) =>
                  set(e.target.value === "" ? (spec.nullable ? null : undefined) : Number(e.target.value))
                }
              />
            );
          case "money":
            return (
              <input
                {...props}
                type="number"
                step="0.01"
                inputMode="decimal"
                className={inputClass}
                defaultValue={yuan(value)}
                onChange={(e) => set(cents(e.target.value) ?? (spec.nullable ? null : undefined))}
              />
            );
          case "datetime":
            return (
              <input
                {...props}
                type="datetime-local"
                className={inputClass}
                value={toLocalInput(value)}
                onChange={(e) => set(fromLocalInput(e.target.value))}
              />
            );
          case "select":
            return (
              <select
                {...props}
                className={inputClass}
                value={String(value ?? "")}
                onChange={(e) => set(e.target.value)}
              >
                {spec.options.map((o) => (
                  <option key={o} value={o}>
                    {t(`options.${spec.name}.${o}`)}
                  </option>
                ))}
              </select>
            );
          case "ids":
            return (
              <input
                {...props}
                className={inputClass}
                value={Array.isArray(value) ? value.join(", ") : ""}
                onChange={(e) =>
                  set(
                    e.target.value
                      .split(/[\s,，]+/)
                      .filter(Boolean)
                      .map(Number),
                  )
                }
              />
            );
        }
      }}
    </Field>
  );
}

/** The fields whose values differ between the operator's draft and what someone else saved. */
function changedFields(fields: readonly FieldSpec[], draft: Draft, current: Draft): string[] {
  return fields
    .filter((f) => JSON.stringify(draft[f.name] ?? null) !== JSON.stringify(current[f.name] ?? null))
    .map((f) => f.name);
}

export function RecordEditor<R extends { version: number }>({
  title,
  fields,
  initial,
  version,
  onSave,
  onSaved,
  onCancel,
  toDraft,
  children,
}: {
  title: string;
  fields: readonly FieldSpec[];
  initial: Draft;
  /** The version the draft was read at (0 for a new record). */
  version: number;
  onSave: (draft: Draft, version: number) => Promise<R>;
  onSaved: (saved: R) => void;
  onCancel: () => void;
  /** A saved record as a draft (to take someone else's version after a stale save). */
  toDraft: (record: R) => Draft;
  /** Extra inputs below the fields (a sale's SKU lines), reading and writing the draft. */
  children?: (draft: Draft, set: (name: string, value: unknown) => void, errors: Record<string, string>) => ReactNode;
}) {
  const t = useTranslations("editor");
  const [draft, setDraft] = useState<Draft>(initial);
  const [at, setAt] = useState(version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [stale, setStale] = useState<{ record: R; changed: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: unknown) => setDraft((d) => ({ ...d, [name]: value }));
  return (
    <Card title={title}>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setMessage("");
          setErrors({});
          try {
            onSaved(await onSave(draft, at));
          } catch (err) {
            const failure = err as AdminClientError;
            setErrors(failure.fields ?? {});
            setMessage(failure.message);
            if (failure.status === 409 && failure.current && typeof failure.current === "object") {
              const record = failure.current as R;
              setStale({ record, changed: changedFields(fields, draft, toDraft(record)) });
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {/* Keyed by the version: taking someone else's record re-creates the inputs with its values. */}
        <div key={at} className="grid gap-x-4 lg:grid-cols-2">
          {fields.map((spec) => (
            <div key={spec.name} className={spec.kind.startsWith("localized") ? "lg:col-span-2" : undefined}>
              <Input spec={spec} value={draft[spec.name]} set={(v) => set(spec.name, v)} errors={errors} />
            </div>
          ))}
        </div>
        {children?.(draft, set, errors)}
        {stale ? (
          <div
            role="alert"
            className="mb-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm"
            data-testid="stale-version"
          >
            <p className="font-medium">{t("stale")}</p>
            <p className="mt-1">
              {t("staleChanged")}{" "}
              {stale.changed.length
                ? stale.changed.map((name) => t(`fields.${name}`)).join(t("separator"))
                : t("staleNothing")}
            </p>
            <Button
              className="mt-2"
              onClick={() => {
                setDraft(toDraft(stale.record));
                setAt(stale.record.version);
                setStale(null);
                setMessage("");
              }}
            >
              {t("takeTheirs")}
            </Button>
          </div>
        ) : message ? (
          <p role="alert" className="mb-3 text-sm text-price">
            {message}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" kind="primary" disabled={busy} aria-busy={busy}>
            {t("save")}
          </Button>
          <Button onClick={onCancel}>{t("cancel")}</Button>
        </div>
      </form>
    </Card>
  );
}
