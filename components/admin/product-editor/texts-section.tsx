// The product's texts side by side in the four languages: name and subtitle (zh-Hans required, an
// empty other language visibly falls back to it) and the description in the rich-text editor.
"use client";

import { useTranslations } from "next-intl";
import { locales } from "@/lib/domain/locales";
import { Card, inputClass } from "../ui";
import { DescriptionEditor } from "./description-editor";
import type { SectionProps, Texts } from "./model";

function TextsRow({
  label,
  name,
  value,
  onChange,
  required,
  max,
  errors,
}: {
  label: string;
  name: string;
  value: Texts;
  onChange: (v: Texts) => void;
  required?: boolean;
  max: number;
  errors: Record<string, string>;
}) {
  const t = useTranslations("productEditor");
  const ts = useTranslations("shell");
  return (
    <fieldset className="mb-3">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {label}
        {required ? <span className="text-price"> *</span> : null}
      </legend>
      <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-4">
        {locales.map((l) => {
          const id = `${name}-${l}`;
          const error = errors[`${name}.${l}`] ?? (l === "zh-Hans" ? errors[name] : undefined);
          const fallback = l !== "zh-Hans" && !value[l].trim();
          return (
            <div key={l}>
              <label htmlFor={id} className="mb-0.5 block text-xs text-gray-600">
                {ts(`locale.${l}`)}
              </label>
              <input
                id={id}
                name={id}
                value={value[l]}
                maxLength={max}
                aria-invalid={error ? true : undefined}
                aria-describedby={error || fallback ? `${id}-note` : undefined}
                className={inputClass}
                onChange={(e) => onChange({ ...value, [l]: e.target.value })}
              />
              {error ? (
                <p id={`${id}-note`} role="alert" className="text-xs text-price">
                  {error}
                </p>
              ) : fallback ? (
                <p id={`${id}-note`} className="text-xs text-amber-800">
                  {t("fallsBack")}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function TextsSection({ draft, set, errors }: SectionProps) {
  const t = useTranslations("productEditor");
  return (
    <Card title={t("texts")}>
      <TextsRow
        label={t("fields.name")}
        name="name"
        value={draft.name}
        onChange={(v) => set({ name: v })}
        required
        max={60}
        errors={errors}
      />
      <TextsRow
        label={t("fields.subtitle")}
        name="subtitle"
        value={draft.subtitle}
        onChange={(v) => set({ subtitle: v })}
        max={120}
        errors={errors}
      />
      <DescriptionEditor value={draft.description} onChange={(v) => set({ description: v })} errors={errors} />
    </Card>
  );
}
