// Pickers of products: search as you type (any word of a name in any language, a code, an id — the
// product list's own search), each option with its picture, its name in the console's language, its
// code and price. One product (a sale's, a link's, a list filter's) or several (a coupon's scope, an
// activity's products, a merchandising list), shown with what they are, never as typed ids.
"use client";

import { useTranslations } from "next-intl";
import { useProductSearch, useProductsByIds, type ProductRow } from "@/lib/admin-client/catalogue";
import { Money } from "../ui";
import { Combobox } from "./combobox";
import { oneOrMany } from "./one-or-many";

export function ProductOption({ product }: { product: ProductRow }) {
  return (
    <span className="flex items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own picture */}
      <img
        src={product.image}
        alt=""
        width={32}
        height={32}
        className="h-8 w-8 shrink-0 rounded bg-gray-100 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{product.name}</span>
        <span className="block text-xs text-gray-600">
          #{product.id}
          {product.code ? ` · ${product.code}` : ""}
        </span>
      </span>
      <Money cents={product.price} />
    </span>
  );
}

function useFound(text: string) {
  const read = useProductSearch(text);
  return { rows: read.data?.rows ?? [], isLoading: read.isLoading };
}

function ProductSearch({ label, onPick, error }: { label: string; onPick: (p: ProductRow) => void; error?: string }) {
  const t = useTranslations("pickers");
  return (
    <Combobox<ProductRow>
      label={label}
      placeholder={t("productHint")}
      useOptions={useFound}
      optionKey={(p) => p.id}
      optionText={(p) => p.name}
      renderOption={(p) => <ProductOption product={p} />}
      onPick={onPick}
      error={error}
    />
  );
}

/** The products a picker holds, in its order, each removable. */
function Chosen({ ids, onRemove }: { ids: readonly number[]; onRemove: (id: number) => void }) {
  const t = useTranslations("pickers");
  const read = useProductsByIds(ids);
  const byId = new Map((read.data?.rows ?? []).map((p) => [p.id, p]));
  if (!ids.length) return null;
  return (
    <ul className="mt-2 divide-y divide-gray-100 rounded border border-gray-200" data-testid="picked-products">
      {ids.map((id) => {
        const p = byId.get(id);
        return (
          <li key={id} className="flex items-center gap-2 px-2 py-1.5 text-sm">
            <span className="min-w-0 flex-1">{p ? <ProductOption product={p} /> : `#${id}`}</span>
            <button
              type="button"
              className="rounded px-2 text-gray-600 hover:bg-gray-100"
              aria-label={t("remove", { name: p?.name ?? `#${id}` })}
              onClick={() => onRemove(id)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** One product (null: none yet), or several in the order picked. */
export const { One: ProductPicker, Many: ProductsPicker } = oneOrMany(ProductSearch, Chosen);

/** A list's product filter: the picker, whose choice becomes a chip. */
export function ProductFilter({ value, set, label }: { value: string; set: (v: string) => void; label: string }) {
  const t = useTranslations();
  if (value) return null;
  return <ProductSearch label={t(label)} onPick={(p) => set(String(p.id))} />;
}

/** A chosen product's name on a filter chip. */
export function ProductChip({ id }: { id: string }) {
  const read = useProductsByIds([Number(id)]);
  return <>{read.data?.rows[0]?.name ?? `#${id}`}</>;
}
