// Search: a keyword box with suggestions as the shopper types, the persisted history ($search.history:
// newest first, no duplicates, bounded, clearable), hot keywords, and the results (infinite, by
// relevance unless sorted; price filter). The keyword lives in the URL (?keyword=), so reload and back
// keep the results.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { hotSearchTerms } from "@/lib/client/catalogue";
import { useSearchSuggestions } from "./use-search-suggestions";
import { useProductSearch } from "@/lib/client/catalogue-lists";
import { clearSearchHistory, saveSearchTerm, useSearchHistory } from "@/lib/client/search-history";
import { BackButton } from "@/components/ui/back-button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListLoader } from "@/components/ui/list-loader";
import { KEYWORD_MAX_LENGTH } from "@/lib/validation/limits";
import { ProductGrid } from "./product-grid";
import { ProductGridSkeleton } from "./product-grid-skeleton";
import { useUrlRefinement } from "@/lib/client/url-refinement";
import { ListRefiner } from "./list-refiner";

export function SearchScreen() {
  const t = useTranslations("search");
  const tc = useTranslations("catalogue");
  const tcommon = useTranslations("common");
  const router = useRouter();
  const keyword = (useSearchParams().get("keyword") ?? "").trim().slice(0, KEYWORD_MAX_LENGTH);
  const history = useSearchHistory();
  // Kept in the address beside the keyword (back and reload come back to the same results).
  const [refinement, setRefinement] = useUrlRefinement();
  const [hot, setHot] = useState<string[]>([]);

  const list = useProductSearch(keyword, refinement);

  useEffect(() => {
    if (keyword || hot.length) return;
    hotSearchTerms()
      .then((res) => setHot(res.rows))
      .catch(() => {
        // No hot keywords: the history alone is shown.
      });
  }, [keyword, hot.length]);

  const search = (term: string) => {
    const clean = term.trim().replace(/\s+/g, " ");
    if (!clean) return;
    saveSearchTerm(clean);
    // A new keyword starts from the default order and no price filter.
    router.replace(`/search?keyword=${encodeURIComponent(clean)}`);
  };

  return (
    <>
      <h1 className="sr-only">{t("title")}</h1>
      {/* On a desktop the header's search box (components/ui/desktop-header.tsx) takes this one's place. */}
      <header
        data-spec-colour
        className="sticky top-0 z-30 flex h-12 items-center gap-1 bg-brand pr-2 text-white lg:hidden"
      >
        <BackButton />
        {/* Keyed by the keyword: back/forward to another keyword resets what the box shows. */}
        <SearchBox key={keyword} initial={keyword} onSearch={search} />
      </header>
      <main className="p-3">
        {!keyword ? (
          <>
            <section aria-labelledby="history-heading">
              <div className="mb-2 flex items-center justify-between">
                <h2 id="history-heading" className="text-sm font-medium">
                  {t("history")}
                </h2>
                {history.length ? (
                  <button type="button" className="text-xs text-gray-500" onClick={clearSearchHistory}>
                    {t("clearHistory")}
                  </button>
                ) : null}
              </div>
              {history.length ? (
                <ul aria-label={t("history")} className="flex flex-wrap gap-2">
                  {history.map((h) => (
                    <li key={h}>
                      <button
                        type="button"
                        onClick={() => search(h)}
                        className="max-w-[14rem] truncate rounded-full bg-white px-3 py-1 text-xs text-gray-700"
                      >
                        {h}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="py-6 text-center text-xs text-gray-500">{t("noHistory")}</p>
              )}
            </section>
            {hot.length ? (
              <section aria-labelledby="hot-heading" className="mt-4">
                <h2 id="hot-heading" className="mb-2 text-sm font-medium">
                  {t("hot")}
                </h2>
                <ul aria-label={t("hot")} className="flex flex-wrap gap-2">
                  {hot.map((h, i) => (
                    <li key={h}>
                      <button
                        type="button"
                        onClick={() => search(h)}
                        className={`rounded-full bg-white px-3 py-1 text-xs ${i < 3 ? "text-price" : "text-gray-700"}`}
                      >
                        {h}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : list.isLoading ? (
          <ProductGridSkeleton />
        ) : list.error && list.rows.length === 0 ? (
          <EmptyState
            icon="⚠️"
            title={tc("loadFailed")}
            action={
              <button
                type="button"
                onClick={() => void list.refresh()}
                className="rounded-full border border-accent px-5 py-1.5 text-accent"
              >
                {tcommon("retry")}
              </button>
            }
          />
        ) : list.isEmpty ? (
          <EmptyState icon="🔍" title={t("noResults", { keyword })} />
        ) : (
          <section aria-label={t("results", { keyword })}>
            <ListRefiner
              value={refinement}
              onChange={setRefinement}
              className="sticky top-12 z-20 -mx-3 -mt-3 mb-2 lg:top-16"
            />
            <p className="mb-2 text-xs text-gray-500">
              {t("results", { keyword })} · {t("total", { count: list.total })}
            </p>
            <ProductGrid rows={list.rows} />
            <ListLoader state={list.state} onLoadMore={list.loadMore} />
          </section>
        )}
      </main>
    </>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const t = useTranslations("search");
  const [input, setInput] = useState(initial);
  const suggestions = useSearchSuggestions(input, initial);
  return (
    <form
      role="search"
      className="flex flex-1 items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(input);
      }}
    >
      <div className="relative flex-1">
        <input
          type="search"
          enterKeyHint="search"
          aria-label={t("title")}
          placeholder={t("placeholder")}
          value={input}
          maxLength={KEYWORD_MAX_LENGTH}
          autoFocus={!initial}
          onChange={(e) => setInput(e.target.value)}
          className="h-8 w-full rounded-full bg-white pr-8 pl-3 text-sm text-gray-800 outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {input ? (
          <button
            type="button"
            aria-label={t("clearInput")}
            onClick={() => setInput("")}
            className="absolute top-1 right-1 h-6 w-6 rounded-full text-gray-500"
          >
            ×
          </button>
        ) : null}
      </div>
      <button type="submit" className="shrink-0 px-1 text-sm">
        {t("submit")}
      </button>
      {/* Under the header (sticky, so it places this list), never over the box or the search button. */}
      {suggestions.length ? (
        <ul
          aria-label={t("suggestions")}
          className="absolute inset-x-0 top-full z-40 divide-y divide-gray-100 bg-white text-gray-800 shadow-md"
        >
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => onSearch(s)}
                className="block w-full truncate px-4 py-2.5 text-left text-sm"
              >
                <span aria-hidden className="mr-2 text-gray-400">
                  🔍
                </span>
                {s}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
