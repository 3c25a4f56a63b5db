// The inputs of the data-driven record editor (./record-editor.tsx), one small component per kind of
// field: texts side by side in the four languages (zh-Hans required, the others fall back to it),
// pictures through the checked upload, money typed in yuan and kept in cents (lib/domain/money),
// times on the shop's clock (whatever the browser's zone; the label says which), choices from the
// registry, and pickers for products, categories and links instead of typed ids.
"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { locales } from "@/lib/domain/locales";
import { shopOffsetLabel } from "@/lib/format/shop-clock";
import { ShopDateTimeInput } from "./shop-date-input";
import { CategoriesPicker } from "./pickers/category-picker";
import { LinkPicker } from "./pickers/link-picker";
import { ProductPicker, ProductsPicker } from "./pickers/product-picker";
import { PictureInput } from "./picture-input";
import { Field, inputClass } from "./ui";

export type Draft = Record<string, unknown>;

/** A saved record as an editor's draft: without what the server keeps to itself (id, version, counts). */
export function draftOf<R extends object>(record: R, leave: readonly (keyof R)[] = []): Draft {
  const skip = new Set<PropertyKey>(["id", "version", ...leave]);
  return Object.fromEntries(Object.entries(record).filter(([k]) => !skip.has(k)));
}

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
  | { kind: "product"; name: string }
  | { kind: "products"; name: string }
  | { kind: "categories"; name: string }
  | { kind: "link"; name: string }
  /** Anything else, drawn by the screen (a coupon's scope: products or categories, by its kind). */
  | { kind: "custom"; name: string; render: (input: InputProps) => ReactNode };

export type InputProps = {
  value: unknown;
  set: (value: unknown) => void;
  draft: Draft;
  errors: Record<string, string>;
  label: string;
};

type Props<K extends FieldSpec["kind"]> = InputProps & { spec: Extract<FieldSpec, { kind: K }> };

const yuan = (cents: unknown) => (typeof cents === "number" ? formatCents(cents) : "");
// Not an amount: NaN, which the server refuses naming the field.
const cents = (value: string) => (value.trim() === "" ? null : (parseYuan(value) ?? Number.NaN));

function Localized({ spec, value, set, errors, label }: Props<"localized" | "localizedImage">) {
  const t = useTranslations("editor");
  const text = (value ?? {}) as Record<string, string>;
  return (
    <fieldset className="mb-3 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{label}</legend>
      <div className="grid gap-x-3 md:grid-cols-2">
        {locales.map((locale) => (
          <Field
            key={locale}
            label={`${label} · ${t(`locale.${locale}`)}`}
            error={errors[`${spec.name}.${locale}`] ?? (locale === "zh-Hans" ? errors[spec.name] : undefined)}
            hint={locale === "zh-Hans" ? t("required") : t("fallback")}
          >
            {(props) =>
              spec.kind === "localizedImage" ? (
                <PictureInput
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

function Bool({ spec, value, set, errors, label }: Props<"bool">) {
  const t = useTranslations("editor");
  return (
    <div className="mb-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />
        {label}
        {errors[spec.name] ? (
          <span role="alert" className="text-xs text-price">
            {errors[spec.name]}
          </span>
        ) : null}
      </label>
      {t.has(`hints.${spec.name}`) ? (
        <p className="mt-1 ml-6 text-xs text-gray-500">{t(`hints.${spec.name}`)}</p>
      ) : null}
    </div>
  );
}

/** One input under its label: the kinds that are a single control. */
function Single({ spec, value, set, errors, label }: InputProps & { spec: FieldSpec }) {
  const t = useTranslations("editor");
  const hint =
    spec.kind === "datetime"
      ? t("shopTime", { offset: shopOffsetLabel() })
      : t.has(`hints.${spec.name}`)
        ? t(`hints.${spec.name}`)
        : undefined;
  return (
    <Field label={label} error={errors[spec.name]} hint={hint}>
      {(props): ReactNode => {
        switch (spec.kind) {
          case "image":
            return <PictureInput props={props} value={String(value ?? "")} onChange={set} />;
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
                inputMode="decimal"
                className={inputClass}
                defaultValue={yuan(value)}
                onChange={(e) => set(cents(e.target.value) ?? (spec.nullable ? null : undefined))}
              />
            );
          case "datetime":
            return <ShopDateTimeInput {...props} value={(value as string | null) ?? null} onChange={set} />;
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
          default:
            return null;
        }
      }}
    </Field>
  );
}

export function RecordField({ spec, ...input }: InputProps & { spec: FieldSpec }) {
  switch (spec.kind) {
    case "localized":
    case "localizedImage":
      return <Localized spec={spec} {...input} />;
    case "bool":
      return <Bool spec={spec} {...input} />;
    case "product":
      return (
        <ProductPicker
          label={input.label}
          value={(input.value as number) || null}
          onChange={input.set}
          error={input.errors[spec.name]}
        />
      );
    case "products":
    case "categories": {
      // Both choose several by id: the same props, another list to choose from.
      const Picker = spec.kind === "products" ? ProductsPicker : CategoriesPicker;
      return (
        <Picker
          label={input.label}
          value={(input.value as number[]) ?? []}
          onChange={input.set}
          error={input.errors[spec.name]}
        />
      );
    }
    case "link":
      return (
        <LinkPicker
          label={input.label}
          value={String(input.value ?? "")}
          onChange={input.set}
          error={input.errors[spec.name]}
        />
      );
    case "custom":
      return <>{spec.render(input)}</>;
    default:
      return <Single spec={spec} {...input} />;
  }
}
