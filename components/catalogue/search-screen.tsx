// Search: a keyword box with the persisted history ($search.history: newest first, no duplicates,
// bounded, clearable) and the results (infinite, by relevance). The keyword lives in the URL
// (?keyword=), so reload and back keep the results.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { usePagedList } from "@/lib/client/use-paged-list";
import { clearSearchHistory, saveSearchTerm, useSearchHistory } from "@/lib/client/search-history";
import { BackButton } from "@/components/ui/back-button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListLoader } from "@/components/ui/list-loader";
import { KEYWORD_MAX_LENGTH } from "@/lib/validation/limits";
import type { ProductRow } from "@/lib/services/catalogue";
import { ProductGrid } from "./product-grid";
import { ProductGridSkeleton } from "./product-grid-skeleton";

export function SearchScreen() {
  const t = useTranslations("search");
  const tc = useTranslations("catalogue");
  const tcommon = useTranslations("common");
  const router = useRouter();
  const keyword = (useSearchParams().get("keyword") ?? "").trim().slice(0, KEYWORD_MAX_LENGTH);
  const history = useSearchHistory();

  const list = usePagedList<ProductRow>({ path: keyword ? "/api/v1/products-search" : null, method: "POST", params: { keyword } });

  const search = (term: string) => {
    const clean = term.trim().replace(/\s+/g, " ");
    if (!clean) return;
    saveSearchTerm(clean);
    router.replace(`/search?keyword=${encodeURIComponent(clean)}`);
  };

  return (
    <>
      <header data-spec-colour className="sticky top-0 z-30 flex h-12 items-center gap-1 bg-brand pr-2 text-white">
        <h1 className="sr-only">{t("title")}</h1>
        <BackButton />
        {/* Keyed by the keyword: back/forward to another keyword resets what the box shows. */}
        <SearchBox key={keyword} initial={keyword} onSearch={search} />
      </header>
      <main className="p-3">
        {!keyword ? (
          <section aria-labelledby="history-heading">
            <div className="mb-2 flex items-center justify-between">
              <h2 id="history-heading" className="text-sm font-medium">
                {t("history")}
              </h2>
              {history.length ? (
                <button
                  type="button"
                  className="text-xs text-gray-500"
                  onClick={clearSearchHistory}
                >
                  {t("clearHistory")}
                </button>
              ) : null}
            </div>
            {history.length ? (
              <ul aria-label={t("history")} className="flex flex-wrap gap-2">
                {history.map((h) => (
                  <li key={h}>
                    <button type="button" onClick={() => search(h)} className="max-w-[14rem] truncate rounded-full bg-white px-3 py-1 text-xs text-gray-700">
                      {h}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="py-6 text-center text-xs text-gray-500">{t("noHistory")}</p>
            )}
          </section>
        ) : list.isLoading ? (
          <ProductGridSkeleton />
        ) : list.error && list.rows.length === 0 ? (
          <EmptyState
            icon="⚠️"
            title={tc("loadFailed")}
            action={
              <button type="button" onClick={() => void list.refresh()} className="rounded-full border border-accent px-5 py-1.5 text-accent">
                {tcommon("retry")}
              </button>
            }
          />
        ) : list.isEmpty ? (
          <EmptyState icon="🔍" title={t("noResults", { keyword })} />
        ) : (
          <section aria-label={t("results", { keyword })}>
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
          className="h-8 w-full rounded-full bg-white pl-3 pr-8 text-sm text-gray-800 outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {input ? (
          <button type="button" aria-label={t("clearInput")} onClick={() => setInput("")} className="absolute right-1 top-1 h-6 w-6 rounded-full text-gray-500">
            ×
          </button>
        ) : null}
      </div>
      <button type="submit" className="shrink-0 px-1 text-sm">
        {t("submit")}
      </button>
    </form>
  );
}
