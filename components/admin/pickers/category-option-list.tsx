// The categories as a select's options (each with its path, in the console's language), after a first
// option for none ("all", "choose a category").
"use client";

import { useLocale } from "next-intl";
import { useCategories } from "@/lib/admin-client/catalogue";
import type { Locale } from "@/lib/domain/locales";
import { categoryOptions } from "./category-options";

export function CategoryOptionList({ none }: { none: string }) {
  const locale = useLocale() as Locale;
  const tree = useCategories();
  return (
    <>
      <option value="">{none}</option>
      {categoryOptions(tree.data?.rows ?? [], locale).map((c) => (
        <option key={c.id} value={c.id}>
          {c.label}
        </option>
      ))}
    </>
  );
}
