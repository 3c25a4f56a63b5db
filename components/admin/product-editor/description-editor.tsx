// The product's description, one language at a time (a tab per language; an empty one falls back to
// zh-Hans), in a rich-text editor (./rich-text.tsx, loaded when the editor opens). The server's
// sanitiser stays the authority over what is kept (docs/decisions/023).
"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { locales, type Locale } from "@/lib/domain/locales";
import type { Texts } from "./model";

const RichTextEditor = dynamic(() => import("./rich-text"), {
  ssr: false,
  loading: () => <div aria-busy className="min-h-48 rounded border border-gray-300 bg-gray-50" />,
});

export function DescriptionEditor({
  value,
  onChange,
  errors,
}: {
  value: Texts;
  onChange: (v: Texts) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("productEditor");
  const ts = useTranslations("shell");
  const [locale, setLocale] = useState<Locale>("zh-Hans");
  const error = errors[`description.${locale}`];
  return (
    <fieldset className="mb-1">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t("fields.description")}</legend>
      <div role="tablist" aria-label={t("fields.description")} className="mb-2 flex flex-wrap gap-1">
        {locales.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === locale}
            className={`rounded px-2 py-1 text-xs ${l === locale ? "bg-accent text-white" : "bg-gray-100 text-gray-700"}`}
            onClick={() => setLocale(l)}
          >
            {ts(`locale.${l}`)}
            {l !== "zh-Hans" && !value[l].trim() ? ` · ${t("fallsBack")}` : ""}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <RichTextEditor
          key={locale}
          label={`${t("fields.description")} · ${ts(`locale.${locale}`)}`}
          invalid={Boolean(error)}
          value={value[locale]}
          onChange={(html) => onChange({ ...value, [locale]: html })}
        />
        {error ? (
          <p role="alert" className="text-xs text-price">
            {error}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-gray-600">{t("descriptionHelp")}</p>
    </fieldset>
  );
}
