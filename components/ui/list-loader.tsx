// The list footer (spec: "load more" or "no more"). Put it after a list; when it scrolls into view
// and more rows exist, it calls onLoadMore (infinite scroll), and it is also a button for keyboards.
"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { ListLoaderState } from "@/lib/client/paging";

export type { ListLoaderState };

export function ListLoader({ state, onLoadMore }: { state: ListLoaderState; onLoadMore?: () => void }) {
  const t = useTranslations("common");
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state !== "more" || !onLoadMore || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), {
      rootMargin: "200px",
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [state, onLoadMore]);

  const label = state === "loading" ? t("loading") : state === "more" ? t("loadMore") : t("noMore");
  return (
    <button
      ref={ref}
      type="button"
      data-testid="list-loader"
      data-state={state}
      disabled={state !== "more"}
      onClick={onLoadMore}
      className="flex w-full items-center justify-center gap-2 py-4 text-xs text-gray-600"
    >
      {state === "loading" ? (
        <span className="h-3 w-3 animate-spin rounded-full border-2 border-gray-300 border-t-accent" />
      ) : null}
      {label}
    </button>
  );
}
