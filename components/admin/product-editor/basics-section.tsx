// The product's place and flags: its category (picked from the tree), code, order, on sale, and the
// shop's lists it belongs to (lib/domain's product tags).
"use client";

import { useTranslations } from "next-intl";
import { productTags } from "@/lib/domain/catalogue";
import { CategoryPicker } from "../pickers/category-picker";
import { Card, Field, inputClass } from "../ui";
import type { SectionProps } from "./model";

export function BasicsSection({ draft, set, errors }: SectionProps) {
  const t = useTranslations("productEditor");
  return (
    <Card title={t("basics")}>
      <div className="grid gap-x-4 md:grid-cols-2 xl:grid-cols-4">
        <div className="md:col-span-2">
          <CategoryPicker
            label={t("category")}
            value={draft.categoryId}
            onChange={(id) => set({ categoryId: id })}
            error={errors.categoryId}
          />
        </div>
        <Field label={t("code")} error={errors.code} hint={t("codeHint")}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              maxLength={40}
              value={draft.code}
              onChange={(e) => set({ code: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("sort")} error={errors.sort}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={inputClass}
              value={draft.sort}
              onChange={(e) => set({ sort: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="mb-3 flex items-center gap-2 text-sm">
        <input
          id="product-on-sale"
          type="checkbox"
          checked={draft.isOnSale}
          onChange={(e) => set({ isOnSale: e.target.checked })}
        />
        <label htmlFor="product-on-sale">{t("onSale")}</label>
      </div>
      <fieldset className="mb-1">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t("tags")}</legend>
        <div className="flex flex-wrap gap-3">
          {productTags.map((tag) => (
            <label key={tag} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={draft.tags.includes(tag)}
                onChange={(e) =>
                  set({ tags: e.target.checked ? [...draft.tags, tag] : draft.tags.filter((x) => x !== tag) })
                }
              />
              {t(`tagNames.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
