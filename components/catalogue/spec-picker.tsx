// The SKU picker for products whose SKUs form a grid (colour × storage): one row of values per
// dimension. A value sold out in every combination is disabled. A value with no in-stock SKU beside
// the values already chosen is drawn dashed and says so, but can be tapped (as on JD): choosing it
// clears the other dimensions, so a shopper who chose a storage first can still switch to a colour
// that does not come with it. A row with one fitting value left gets it, and a tap on it keeps it
// (nextChoice in sku-grid.ts). The SKU is chosen once every row has a value.
"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { SkuRow } from "@/lib/client/catalogue";
import { choiceOf, nextChoice, skuFor, valueAvailable, type SpecChoice, type SpecDim } from "./sku-grid";

type Props = {
  skus: SkuRow[];
  dims: SpecDim[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The picture the values chosen so far point to (a colour before its storage), or null. */
  onPreview?: (image: string | null) => void;
};

/** The one picture all in-stock SKUs matching `choice` share, if they share one. */
function sharedImage(skus: SkuRow[], choice: SpecChoice): string | null {
  const images = new Set(
    skus
      .filter((s) => s.stock > 0 && s.specs.every(([name, v]) => choice[name] === undefined || choice[name] === v))
      .map((s) => s.image),
  );
  const [only] = images;
  return images.size === 1 && Object.values(choice).some((v) => v !== undefined) ? (only ?? null) : null;
}

export function SpecPicker({ skus, dims, selectedId, onSelect, onPreview }: Props) {
  const t = useTranslations("goods");
  const hintId = useId();
  const selected = skus.find((s) => s.id === selectedId);
  const [choice, setChoice] = useState<SpecChoice>(() => (selected ? choiceOf(selected) : {}));

  const pick = (dim: string, value: string) => {
    const next = nextChoice(skus, dims, choice, dim, value);
    setChoice(next);
    onPreview?.(sharedImage(skus, next));
    const sku = skuFor(skus, dims, next);
    onSelect(sku && sku.stock > 0 ? sku.id : null);
  };

  return (
    <div className="space-y-3">
      <p id={hintId} hidden>
        {t("specReselect")}
      </p>
      {dims.map((dim) => (
        <div key={dim.name}>
          <p id={`spec-${dim.name}`} className="mb-1.5 text-xs text-gray-600">
            {dim.name}
          </p>
          <div role="radiogroup" aria-labelledby={`spec-${dim.name}`} className="flex flex-wrap gap-2">
            {dim.values.map((value) => {
              const active = choice[dim.name] === value;
              const inStock = valueAvailable(skus, {}, dim.name, value);
              const fits = active || valueAvailable(skus, choice, dim.name, value);
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  disabled={!inStock && !active}
                  data-fits={fits}
                  aria-describedby={fits ? undefined : hintId}
                  onClick={() => pick(dim.name, value)}
                  className={`rounded-full border px-3 py-1 text-[13px] ${
                    active
                      ? "border-accent bg-accent/10 text-accent"
                      : fits
                        ? "border-gray-200 text-gray-700"
                        : "border-dashed border-gray-300 text-gray-500"
                  } disabled:border-dashed disabled:text-gray-300`}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
