// Pickers of categories: search the tree as you type (any part of a name in any language), each option
// with its path ("服装 / T恤") in the console's language. One (a product's, a link's) or several (a
// coupon's scope: a category covers everything below it).
"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCategories, type CategoryNode } from "@/lib/admin-client/catalogue";
import type { Locale } from "@/lib/domain/locales";
import { Combobox } from "./combobox";
import { oneOrMany } from "./one-or-many";
import { categoryOptions, type CategoryOption } from "./category-options";

/** Every name of a category, in every language, lower-cased: what a search matches anywhere in. */
function names(nodes: CategoryNode[]): Map<number, string> {
  const all = new Map<number, string>();
  const walk = (list: CategoryNode[]) => {
    for (const n of list) {
      all.set(n.id, Object.values(n.name).join(" ").toLowerCase());
      walk(n.children);
    }
  };
  walk(nodes);
  return all;
}

function useCategoryOptions() {
  const locale = useLocale() as Locale;
  const tree = useCategories();
  const rows = tree.data?.rows ?? [];
  return { options: categoryOptions(rows, locale), names: names(rows), isLoading: tree.isLoading };
}

function CategorySearch({
  label,
  onPick,
  error,
}: {
  label: string;
  onPick: (c: CategoryOption) => void;
  error?: string;
}) {
  const t = useTranslations("pickers");
  const all = useCategoryOptions();
  const useFound = (text: string) => {
    const needle = text.toLowerCase();
    const rows = all.options.filter((c) => !needle || all.names.get(c.id)?.includes(needle) || String(c.id) === needle);
    return { rows: rows.slice(0, 30), isLoading: all.isLoading };
  };
  return (
    <Combobox<CategoryOption>
      label={label}
      placeholder={t("categoryHint")}
      useOptions={useFound}
      optionKey={(c) => c.id}
      optionText={(c) => c.path}
      renderOption={(c) => (
        <span>
          {c.path} <span className="text-xs text-gray-600">#{c.id}</span>
        </span>
      )}
      onPick={onPick}
      error={error}
    />
  );
}

function Chosen({ ids, onRemove }: { ids: readonly number[]; onRemove: (id: number) => void }) {
  const t = useTranslations("pickers");
  const all = useCategoryOptions();
  if (!ids.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid="picked-categories">
      {ids.map((id) => {
        const path = all.options.find((c) => c.id === id)?.path ?? `#${id}`;
        return (
          <li key={id} className="flex items-center gap-1 rounded-full border border-gray-300 py-0.5 pr-1 pl-3 text-sm">
            {path}
            <button
              type="button"
              className="rounded-full px-1.5 hover:bg-gray-100"
              aria-label={t("remove", { name: path })}
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

export const { One: CategoryPicker, Many: CategoriesPicker } = oneOrMany(CategorySearch, Chosen);
