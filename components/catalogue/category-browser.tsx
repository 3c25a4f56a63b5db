// The category tab: top-level categories in a left rail, the chosen one's sub-categories as a grid on
// the right (the layout of mobile malls). The choice is kept in the URL (?c=) so back and reload keep it.
"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import type { CategoryNode } from "@/lib/client/catalogue";

export function CategoryBrowser({ tree }: { tree: CategoryNode[] }) {
  const t = useTranslations("category");
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const wanted = Number(search.get("c"));
  const current = tree.find((c) => c.id === wanted) ?? tree[0];

  if (!current) return <EmptyState title={t("noChildren")} />;
  return (
    <div className="flex min-h-[calc(100dvh-44px-50px-48px)]">
      <ul
        role="tablist"
        aria-label={t("railLabel")}
        aria-orientation="vertical"
        className="w-[92px] shrink-0 bg-gray-50"
      >
        {tree.map((c) => {
          const selected = c.id === current.id;
          return (
            <li key={c.id} role="presentation">
              <button
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls="category-panel"
                onClick={() => router.replace(`${pathname}?c=${c.id}`, { scroll: false })}
                className={`relative flex min-h-12 w-full items-center justify-center px-2 py-3 text-center text-[13px] ${
                  selected ? "bg-white font-medium text-accent" : "text-gray-600"
                }`}
              >
                {selected ? <span aria-hidden className="absolute inset-y-3 left-0 w-1 rounded-r bg-accent" /> : null}
                {c.name}
              </button>
            </li>
          );
        })}
      </ul>
      <section id="category-panel" role="tabpanel" aria-label={current.name} className="flex-1 bg-white p-3">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-sm font-medium">{current.name}</h2>
          <Link href={`/category/${current.id}`} className="text-xs text-gray-500">
            {t("viewAll")} ›
          </Link>
        </div>
        {current.children.length === 0 ? (
          <p className="py-8 text-center text-xs text-gray-500">{t("noChildren")}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-x-2 gap-y-4">
            {current.children.map((c, i) => (
              <li key={c.id}>
                <Link
                  href={`/category/${c.id}`}
                  className="flex flex-col items-center gap-1.5 text-center text-xs text-gray-700"
                >
                  {c.icon ? (
                    /* eslint-disable-next-line @next/next/no-img-element -- app-served SVG icon */
                    <img
                      src={c.icon}
                      alt=""
                      width={56}
                      height={56}
                      loading={i < 6 ? "eager" : "lazy"}
                      fetchPriority={i === 0 ? "high" : "auto"}
                      className="h-14 w-14 rounded-lg bg-gray-50 object-cover"
                    />
                  ) : (
                    // No picture yet: the name's first character, not an empty grey tile.
                    <span
                      aria-hidden
                      className="flex h-14 w-14 items-center justify-center rounded-lg bg-gray-50 text-lg text-gray-500"
                    >
                      {[...c.name][0]}
                    </span>
                  )}
                  <span className="line-clamp-2">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
