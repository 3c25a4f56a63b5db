// The side-by-side translation editor on the console's frame: one kind of text at a time (products, spec values, categories,
// shops, banners, home buttons, activities, discounts, coupons, service FAQ), zh-Hans beside zh-Hant,
// en and ja, optionally only the rows missing a locale; each cell saves on its own.
"use client";

import { useState } from "react";
import { useTranslations as useMessages } from "next-intl";
import {
  saveTranslation,
  translationListOptions,
  useTranslations,
  type TranslationQuery,
  type TranslationRow,
} from "@/lib/admin-client/catalogue";
import { otherLocales, type OtherLocale } from "@/lib/domain/locales";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { PageHeader, inputClass } from "./ui";

function Cell({
  row,
  field,
  locale,
  value,
  label,
}: {
  row: TranslationRow;
  field: string;
  locale: OtherLocale;
  value: string;
  label: string;
}) {
  const t = useMessages("translations");
  const [text, setText] = useState(value);
  const [state, setState] = useState<"" | "saving" | "saved" | "error">("");
  const [error, setError] = useState("");
  const long = field === "description" || field === "content";
  const props = {
    "aria-label": label,
    className: inputClass,
    value: text,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(e.target.value);
      setState("");
    },
    onBlur: async () => {
      if (text === value) return;
      setState("saving");
      try {
        await saveTranslation({ entity: row.entity, id: row.id, locale, field, value: text });
        setState("saved");
      } catch (err) {
        setError((err as { fields?: Record<string, string> }).fields?.value ?? (err as Error).message);
        setState("error");
      }
    },
  };
  return (
    <>
      {long ? <textarea rows={3} {...props} /> : <input {...props} />}
      <span className="text-[11px]" role="status">
        {state === "saved" ? <span className="text-green-800">{t("saved")}</span> : null}
        {state === "saving" ? <span className="text-gray-600">…</span> : null}
        {!text.trim() && state === "" ? <span className="text-amber-800">{t("fallsBack")}</span> : null}
      </span>
      {state === "error" ? (
        <span role="alert" className="block text-[11px] text-price">
          {error}
        </span>
      ) : null}
    </>
  );
}

type Line = { row: TranslationRow; field: TranslationRow["fields"][number] };

function FieldName({ field }: { field: string }) {
  const t = useMessages("translations");
  return <>{t.has(`fields.${field}`) ? t(`fields.${field}`) : field}</>;
}

function LocaleCell({ line, locale }: { line: Line; locale: OtherLocale }) {
  const t = useMessages("translations");
  const ts = useMessages("shell");
  const field = t.has(`fields.${line.field.field}`) ? t(`fields.${line.field.field}`) : line.field.field;
  return (
    <Cell
      key={`${locale}-${line.field[locale]}`}
      row={line.row}
      field={line.field.field}
      locale={locale}
      value={line.field[locale]}
      label={`${line.row.label} ${field} ${ts(`locale.${locale}`)}`}
    />
  );
}

export const translationList: ListSpec<Line> = {
  id: "translations",
  rowTestId: "translation-row",
  rowKey: (l) => `${l.row.entity}-${l.row.id}-${l.field.field}`,
  pageSize: 20,
  useRows: (query) => {
    const read = useTranslations({ entity: "product", ...query } as TranslationQuery);
    const rows = (read.data?.rows ?? []).flatMap((row) => row.fields.map((field) => ({ row, field })));
    return { ...read, data: read.data && { rows, total: read.data.total } };
  },
  empty: "translations.none",
  filters: [
    { id: "q", kind: "search", label: "translations.search", placeholder: "translations.searchHint" },
    {
      id: "entity",
      kind: "select",
      label: "translations.entity",
      options: translationListOptions.entity,
      optionLabel: (v) => `translations.entities.${v}`,
      all: false,
    },
    {
      id: "missing",
      kind: "select",
      label: "translations.missing",
      options: translationListOptions.missing,
      optionLabel: (v) => `translations.missingLocale.${v}`,
    },
  ],
  columns: [
    {
      id: "record",
      label: "translations.row",
      primary: true,
      className: "max-w-48",
      cell: (l) => (
        <>
          {l.row.label} <span className="block text-xs font-normal text-gray-600">#{l.row.id}</span>
        </>
      ),
    },
    {
      id: "field",
      label: "translations.field",
      className: "text-xs text-gray-600",
      cell: (l) => <FieldName field={l.field.field} />,
    },
    {
      id: "zh-Hans",
      label: "shell.locale.zh-Hans",
      className: "max-w-64 break-words",
      cell: (l) => l.field["zh-Hans"],
    },
    ...otherLocales.map((locale) => ({
      id: locale,
      label: `shell.locale.${locale}`,
      cell: (l: Line) => <LocaleCell line={l} locale={locale} />,
    })),
  ],
};

export function TranslationsScreen() {
  const t = useMessages("translations");
  const { state, read } = useUrlList(translationList);
  return (
    <>
      <PageHeader title={t("title")}>
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      <ListFrame spec={translationList} state={state} read={read} />
    </>
  );
}
