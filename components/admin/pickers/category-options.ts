// The category tree as indented options (every level), named in the console's language.
import { pickText } from "../localized";
import type { CategoryNode } from "@/lib/admin-client/catalogue";
import type { Locale } from "@/lib/domain/locales";

export type CategoryOption = { id: number; label: string; path: string };

export function categoryOptions(nodes: CategoryNode[], locale: Locale, depth = 0, above = ""): CategoryOption[] {
  return nodes.flatMap((n) => {
    const name = pickText(n.name, locale);
    const path = above ? `${above} / ${name}` : name;
    return [
      { id: n.id, label: `${"\u3000".repeat(depth)}${name}`, path },
      ...categoryOptions(n.children, locale, depth + 1, path),
    ];
  });
}
