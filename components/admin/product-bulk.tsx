// The bulk panel of the product list (issue 35 §4): with products selected, choose a change — every
// SKU's price by a percentage or an amount, on or off sale, another category — see each line it makes
// (before → after), then apply it. The server plans it again when applying (lib/services/catalogue/
// product-admin/bulk-change.ts) and refuses the whole change if one price would leave the range.
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  bulkChange,
  useCategories,
  type BulkChange,
  type BulkResult,
  type ProductRow,
} from "@/lib/admin-client/catalogue";
import { parseYuan } from "@/lib/domain/money";
import type { Locale } from "@/lib/domain/locales";
import { categoryOptions } from "./pickers/category-options";
import { Button, Money, inputClass } from "./ui";
import { useCurrencyValue } from "@/components/admin/currency-value";
import { CategoryOptionList } from "./pickers/category-option-list";

type Kind = "pricePercent" | "priceAmount" | "onSale" | "offSale" | "category";
const kinds: Kind[] = ["pricePercent", "priceAmount", "onSale", "offSale", "category"];

/** The change the form describes, or a message key saying what is missing. */
function changeOf(kind: Kind, value: string, categoryId: string): BulkChange["change"] | string {
  const text = value.trim();
  if (kind === "onSale" || kind === "offSale") return { kind: "onSale", isOnSale: kind === "onSale" };
  if (kind === "category") return categoryId ? { kind: "category", categoryId: Number(categoryId) } : "needCategory";
  if (kind === "pricePercent") {
    const percent = Number(text);
    return /^[+-]?\d{1,3}$/.test(text) && percent !== 0 ? { kind: "pricePercent", percent } : "needPercent";
  }
  const negative = text.startsWith("-");
  const cents = parseYuan(text.replace(/^[+-]/, ""));
  return cents ? { kind: "priceAmount", cents: negative ? -cents : cents } : "needAmount";
}

function Value({ line, value }: { line: BulkResult["lines"][number]; value: number | boolean }) {
  const t = useTranslations("bulk");
  const locale = useLocale() as Locale;
  const tree = useCategories();
  if (line.field === "price") return <Money cents={value as number} />;
  if (line.field === "isOnSale") return <>{t(value ? "onSale" : "offSale")}</>;
  return <>{categoryOptions(tree.data?.rows ?? [], locale).find((c) => c.id === value)?.path ?? `#${value}`}</>;
}

export function ProductBulk({ selected, done }: { selected: ProductRow[]; done: (applied: boolean) => void }) {
  const t = useTranslations("bulk");
  const unit = useCurrencyValue();
  const [kind, setKind] = useState<Kind>("pricePercent");
  const [value, setValue] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [preview, setPreview] = useState<{ change: BulkChange["change"]; result: BulkResult } | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const ids = selected.map((p) => p.id);
  const reset = () => (setPreview(null), setError(""));
  const send = async (change: BulkChange["change"], confirm: boolean) => {
    setBusy(true);
    setError("");
    try {
      const result = await bulkChange({ ids, change, confirm });
      if (confirm) done(result.applied);
      else setPreview({ change, result });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label={t("title", { count: selected.length })}
      className="mb-3 rounded-lg border border-accent bg-blue-50 p-3"
      data-testid="product-bulk"
    >
      <h2 className="mb-2 text-sm font-semibold">{t("title", { count: selected.length })}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("change")}</span>
          <select className={inputClass} value={kind} onChange={(e) => (setKind(e.target.value as Kind), reset())}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === "pricePercent" || kind === "priceAmount" ? (
          <label className="text-sm">
            <span className="mb-1 block text-gray-700">{t(kind === "pricePercent" ? "percent" : "amount", unit)}</span>
            <input
              className={`${inputClass} w-32`}
              inputMode="decimal"
              value={value}
              placeholder={kind === "pricePercent" ? "-10" : "-5.00"}
              onChange={(e) => (setValue(e.target.value), reset())}
            />
          </label>
        ) : null}
        {kind === "category" ? (
          <label className="text-sm">
            <span className="mb-1 block text-gray-700">{t("category")}</span>
            <select
              className={inputClass}
              value={categoryId}
              onChange={(e) => (setCategoryId(e.target.value), reset())}
            >
              <CategoryOptionList none={t("pickCategory")} />
            </select>
          </label>
        ) : null}
        <Button
          disabled={busy}
          onClick={() => {
            const change = changeOf(kind, value, categoryId);
            if (typeof change === "string") setError(t(change));
            else void send(change, false);
          }}
        >
          {t("preview")}
        </Button>
        <Button onClick={() => done(false)}>{t("cancel")}</Button>
      </div>
      {kind === "pricePercent" || kind === "priceAmount" ? (
        <p className="mt-1 text-xs text-gray-600">{t("priceHint")}</p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-3" data-testid="bulk-preview">
          {preview.result.lines.length === 0 ? (
            <p className="text-sm text-gray-700">{t("nothing")}</p>
          ) : (
            <>
              <p className="mb-1 text-sm">{t("lines", { count: preview.result.lines.length })}</p>
              <div className="max-h-72 overflow-auto rounded border border-gray-200 bg-white">
                <table className="min-w-full text-sm">
                  <thead className="bg-gray-50 text-left text-xs text-gray-700">
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        {t("product")}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right">
                        {t("before")}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right">
                        {t("after")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.result.lines.map((l) => (
                      <tr key={`${l.productId}-${l.skuId ?? ""}`} className="border-t border-gray-100">
                        <td className="px-2 py-1">
                          {l.name} {l.skuName ? <span className="text-gray-600">{l.skuName}</span> : null}
                        </td>
                        <td className="px-2 py-1 text-right">
                          <Value line={l} value={l.before} />
                        </td>
                        <td className="px-2 py-1 text-right font-semibold">
                          <Value line={l} value={l.after} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Button kind="primary" className="mt-2" disabled={busy} onClick={() => void send(preview.change, true)}>
                {t("apply", { count: preview.result.lines.length })}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
