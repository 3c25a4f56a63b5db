// Choose a SKU (each shows its price and stock; sold-out ones cannot be chosen) and a quantity
// (1 up to the stock). SKUs that form a grid (colour × storage) are chosen one dimension at a time.
"use client";

import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import type { SkuRow } from "@/lib/client/catalogue";
import { useEffect, useState } from "react";
import { specDims } from "./sku-grid";

// Only products with a spec grid need the picker: loaded for them, not on every goods screen.
type Picker = typeof import("./spec-picker");
let pickerModule: Picker | null = null;

type Props = {
  skus: SkuRow[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onPreview?: (image: string | null) => void;
  quantity: number;
  onQuantity: (n: number) => void;
  maxQuantity: number;
};

export function SkuSelector({ skus, selectedId, onSelect, onPreview, quantity, onQuantity, maxQuantity }: Props) {
  const money = useMoney();
  const t = useTranslations("goods");
  const selected = skus.find((s) => s.id === selectedId);
  const dims = specDims(skus);
  // Until it is there (or if it cannot load) the flat list below offers the same SKUs.
  const [picker, setPicker] = useState<Picker | null>(pickerModule);
  const wanted = dims !== null;
  useEffect(() => {
    if (!wanted || picker) return;
    import("./spec-picker").then(
      (m) => setPicker((pickerModule = m)),
      () => undefined,
    );
  }, [wanted, picker]);
  return (
    <section id="sku-selector" aria-labelledby="sku-heading" className="mt-2 bg-white p-3 lg:mt-4 lg:px-0">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id="sku-heading" className="text-sm font-medium">
          {t("sku")}
        </h2>
        <p className="truncate text-xs text-gray-500">
          {selected ? t("selected", { name: selected.name }) : t("chooseSku")}
        </p>
      </div>
      {dims && picker ? (
        <picker.SpecPicker skus={skus} dims={dims} selectedId={selectedId} onSelect={onSelect} onPreview={onPreview} />
      ) : (
        <div role="radiogroup" aria-labelledby="sku-heading" className="flex flex-wrap gap-2">
          {skus.map((s) => {
            const soldOut = s.stock <= 0;
            const active = s.id === selectedId;
            return (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={active}
                disabled={soldOut}
                onClick={() => onSelect(s.id)}
                className={`flex min-w-[30%] flex-col items-start rounded-lg border px-3 py-1.5 text-left text-xs ${
                  active ? "border-accent bg-accent/10 text-accent" : "border-gray-200 text-gray-700"
                } disabled:border-dashed disabled:text-gray-300`}
              >
                <span className="text-[13px] font-medium">{s.name}</span>
                <span className="flex gap-2">
                  <span className={soldOut ? "" : "text-price"}>{money(s.price)}</span>
                  <span>{soldOut ? t("outOfStock") : t("stock", { count: s.stock })}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}
      {dims && picker && selected ? (
        <p className="mt-2 flex gap-2 text-xs">
          <span className="text-price">{money(selected.price)}</span>
          <span className="text-gray-500">{t("stock", { count: selected.stock })}</span>
        </p>
      ) : null}
      <div className="mt-3 flex items-center justify-between">
        <span id="quantity-label" className="text-sm">
          {t("quantity")}
        </span>
        <div
          className="flex items-center overflow-hidden rounded border border-gray-200"
          role="group"
          aria-labelledby="quantity-label"
        >
          <button
            type="button"
            aria-label={t("decrease")}
            disabled={quantity <= 1}
            onClick={() => onQuantity(quantity - 1)}
            className="h-8 w-8 text-lg disabled:text-gray-300"
          >
            −
          </button>
          <output aria-live="polite" aria-labelledby="quantity-label" className="w-10 text-center text-sm">
            {quantity}
          </output>
          <button
            type="button"
            aria-label={t("increase")}
            disabled={quantity >= maxQuantity}
            onClick={() => onQuantity(quantity + 1)}
            className="h-8 w-8 text-lg disabled:text-gray-300"
          >
            +
          </button>
        </div>
      </div>
    </section>
  );
}
