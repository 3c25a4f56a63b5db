// The SKU matrix: one row per combination of spec values, each SKU its price, regular price, stock
// (a new SKU's; an existing one's moves only through the stock ledger), weight, low-stock threshold,
// code and picture. "Fill a column" sets one column for every SKU at once (mall-admin-web's
// 同步价格 / 同步库存). Below 900 px each SKU is a card, so no input is cut off on a tablet.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import { Button, Card, inputClass } from "../ui";
import {
  comboKey,
  comboLabel,
  combinations,
  fillColumn,
  fillableColumns,
  skuOf,
  type Draft,
  type FillableColumn,
  type SectionProps,
  type SkuDraft,
} from "./model";
import { useCurrencyValue } from "@/components/admin/currency-value";

type TextColumn = FillableColumn | "code";

function FillBar({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const tm = useTranslations("productEditor");
  const unit = useCurrencyValue();
  const t = (key: string, values?: Record<string, string | number>) => tm(key, { ...unit, ...values });
  const [column, setColumn] = useState<FillableColumn>("price");
  const [value, setValue] = useState("");
  return (
    <div
      className="mb-3 flex flex-wrap items-end gap-2 rounded border border-dashed border-gray-300 p-2"
      data-testid="sku-fill"
    >
      <label className="text-sm">
        <span className="mb-1 block text-gray-700">{t("fillColumn")}</span>
        <select className={inputClass} value={column} onChange={(e) => setColumn(e.target.value as FillableColumn)}>
          {fillableColumns.map((c) => (
            <option key={c} value={c}>
              {t(c)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mb-1 block text-gray-700">{t("fillValue")}</span>
        <input
          className={`${inputClass} w-32`}
          inputMode={column === "price" || column === "originalPrice" ? "decimal" : "numeric"}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <Button onClick={() => set({ skus: fillColumn(draft, column, value.trim()) })}>{t("fillAll")}</Button>
      {column === "stock" ? <p className="w-full text-xs text-gray-600">{t("fillStockHint")}</p> : null}
    </div>
  );
}

function SkuRow({
  draft,
  combo,
  row,
  errors,
  setSku,
}: {
  draft: Draft;
  combo: string[];
  /** The SKU's place among the SKUs sold: the server names a field by it. */
  row: number;
  errors: Record<string, string>;
  setSku: (patch: Partial<SkuDraft>) => void;
}) {
  const tm = useTranslations("productEditor");
  const unit = useCurrencyValue();
  const t = (key: string, values?: Record<string, string | number>) => tm(key, { ...unit, ...values });
  const locale = useLocale() as Locale;
  const sku = skuOf(draft, combo);
  const label = comboLabel(draft, combo, t("standard"), locale);
  const input = (field: TextColumn, width: string) => (
    <input
      aria-label={`${label} ${t(field === "code" ? "skuCode" : field)}`}
      aria-invalid={errors[`skus.${row}.${field}`] ? true : undefined}
      className={`${inputClass} ${width}`}
      inputMode={field === "code" ? undefined : field === "price" || field === "originalPrice" ? "decimal" : "numeric"}
      value={sku[field]}
      onChange={(e) => setSku({ [field]: e.target.value })}
    />
  );
  return (
    <tr className="border-t border-gray-100" data-testid="sku-row">
      <td className="px-2 py-1" data-label={t("sell")}>
        <input
          type="checkbox"
          aria-label={`${t("sell")} ${label}`}
          checked={sku.sell}
          onChange={(e) => setSku({ sell: e.target.checked })}
        />
      </td>
      <td className="list-primary px-2 py-1 whitespace-nowrap">{label}</td>
      <td className="px-2 py-1" data-label={t("price")}>
        {input("price", "w-24")}
      </td>
      <td className="px-2 py-1" data-label={t("originalPrice")}>
        {input("originalPrice", "w-24")}
      </td>
      <td className="px-2 py-1" data-label={t("stock")}>
        {sku.id !== undefined ? (
          <Link href={`/admin/stock?open=${sku.id}`} className="text-accent underline" title={t("stockByLedger")}>
            {sku.currentStock}
          </Link>
        ) : (
          input("stock", "w-20")
        )}
      </td>
      <td className="px-2 py-1" data-label={t("weight")}>
        {input("weight", "w-20")}
      </td>
      <td className="px-2 py-1" data-label={t("lowStock")}>
        {input("lowStock", "w-16")}
      </td>
      <td className="px-2 py-1" data-label={t("skuCode")}>
        {input("code", "w-32")}
      </td>
      <td className="px-2 py-1" data-label={t("skuPicture")}>
        <select
          aria-label={`${label} ${t("skuPicture")}`}
          className={`${inputClass} w-28`}
          value={sku.image}
          onChange={(e) => setSku({ image: e.target.value })}
        >
          <option value="">{t("productCover")}</option>
          {draft.images.map((url, i) => (
            <option key={url} value={url}>
              {t("pictureN", { n: i + 1 })}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

export function SkuMatrix({ draft, set, errors }: SectionProps) {
  const tm = useTranslations("productEditor");
  const unit = useCurrencyValue();
  const t = (key: string, values?: Record<string, string | number>) => tm(key, { ...unit, ...values });
  const combos = combinations(draft.specs);
  const sold = combos.filter((c) => skuOf(draft, c).sell);
  const heads = [
    "sell",
    "sku",
    "price",
    "originalPrice",
    "stock",
    "weight",
    "lowStock",
    "skuCode",
    "skuPicture",
  ] as const;
  return (
    <Card title={t("skus")}>
      <FillBar draft={draft} set={set} />
      <table className="list-table min-w-full text-sm" data-testid="sku-matrix">
        <thead className="bg-gray-50 text-left text-xs text-gray-700">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-2 py-1">
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {combos.map((combo) => (
            <SkuRow
              key={comboKey(combo)}
              draft={draft}
              combo={combo}
              row={sold.indexOf(combo)}
              errors={errors}
              setSku={(patch) =>
                set({ skus: { ...draft.skus, [comboKey(combo)]: { ...skuOf(draft, combo), ...patch } } })
              }
            />
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-600">{t("skusHelp")}</p>
    </Card>
  );
}
