// The side-by-side translation editor: one kind of text at a time (products, spec values, categories,
// shops, banners, home buttons, activities, discounts, coupons, service FAQ), zh-Hans beside zh-Hant,
// en and ja, optionally only the rows missing a locale; each cell saves on its own.
"use client";

import { useState } from "react";
import { useTranslations as useMessages } from "next-intl";
import {
  saveTranslation,
  useTranslations,
  type TranslationQuery,
  type TranslationRow,
} from "@/lib/admin-client/catalogue";
import { PageHeader, Pager, inputClass, FilterBar, FilterSelect, FilterSearch } from "./ui";
import { useQueryState } from "./use-query-state";

const entities = [
  "product",
  "sku",
  "category",
  "shop",
  "banner",
  "button",
  "activity",
  "discount",
  "coupon",
  "service",
] as const;
const others = ["zh-Hant", "en", "ja"] as const;

function Cell({
  row,
  field,
  locale,
  value,
  label,
}: {
  row: TranslationRow;
  field: string;
  locale: (typeof others)[number];
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
    <td className="px-2 py-1 align-top">
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
    </td>
  );
}

export function TranslationsScreen() {
  const t = useMessages("translations");
  const ts = useMessages("shell");
  const tc = useMessages("common");
  const { values, pageIndex, set } = useQueryState(["entity", "missing", "q"] as const);
  const entity = (entities as readonly string[]).includes(values.entity) ? values.entity : "product";
  const [q, setQ] = useState(values.q);
  const list = useTranslations({
    entity: entity as TranslationQuery["entity"],
    missing: (values.missing || undefined) as TranslationQuery["missing"],
    q: values.q || undefined,
    pageIndex,
    pageSize: 20,
  });
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")}>
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      <FilterBar onSubmit={() => set({ q: q.trim() })}>
        <FilterSelect
          label={t("entity")}
          value={entity}
          onChange={(v) => set({ entity: v })}
          options={entities.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
          allLabel=""
        />
        <FilterSelect
          label={t("missing")}
          value={values.missing}
          onChange={(v) => set({ missing: v })}
          options={others.map((l) => ({ value: l, label: t("missingIn", { locale: ts(`locale.${l}`) }) }))}
        />
        <FilterSearch label={t("search")} value={q} onChange={setQ} />
      </FilterBar>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left text-xs text-gray-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t("row")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("field")}
              </th>
              <th scope="col" className="px-2 py-2">
                {ts("locale.zh-Hans")}
              </th>
              {others.map((l) => (
                <th key={l} scope="col" className="px-2 py-2">
                  {ts(`locale.${l}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.isLoading ? (
              <tr>
                <td colSpan={6} className="p-4 text-center text-gray-600">
                  {tc("loading")}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-4 text-center text-gray-600">
                  {t("none")}
                </td>
              </tr>
            ) : null}
            {rows.flatMap((row) =>
              row.fields.map((f, i) => (
                <tr
                  key={`${row.entity}-${row.id}-${f.field}`}
                  className="border-t border-gray-100"
                  data-testid="translation-row"
                >
                  {i === 0 ? (
                    <th
                      scope="row"
                      rowSpan={row.fields.length}
                      className="max-w-48 px-2 py-1 text-left align-top font-medium"
                    >
                      {row.label} <span className="block text-xs font-normal text-gray-600">#{row.id}</span>
                    </th>
                  ) : null}
                  <td className="px-2 py-1 align-top text-xs text-gray-600">
                    {t.has(`fields.${f.field}`) ? t(`fields.${f.field}`) : f.field}
                  </td>
                  <td className="max-w-64 px-2 py-1 align-top break-words">{f["zh-Hans"]}</td>
                  {others.map((l) => (
                    <Cell
                      key={`${l}-${f[l]}`}
                      row={row}
                      field={f.field}
                      locale={l}
                      value={f[l]}
                      label={`${row.label} ${t.has(`fields.${f.field}`) ? t(`fields.${f.field}`) : f.field} ${ts(`locale.${l}`)}`}
                    />
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={20} total={list.data.total} onPage={(n) => set({ pageIndex: n })} />
      ) : null}
    </>
  );
}
