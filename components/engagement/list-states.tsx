// Loading and failure states of the engagement lists.
"use client";

import { useTranslations } from "next-intl";

/** Grey placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, height = "h-20" }: { rows?: number; height?: string }) {
  return (
    <div aria-hidden className="space-y-3 p-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${height} animate-pulse rounded-lg bg-white`} />
      ))}
    </div>
  );
}

/** A list that could not load (the fetcher has toasted why): say so and offer a retry. */
export function ListError({ onRetry }: { onRetry: () => unknown }) {
  const t = useTranslations("common");
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center text-sm text-gray-500">
      <span aria-hidden className="text-4xl">
        ⚠️
      </span>
      <p>{t("systemError")}</p>
      <button
        type="button"
        onClick={() => void onRetry()}
        className="rounded-full border border-accent px-4 py-1.5 text-accent"
      >
        {t("retry")}
      </button>
    </div>
  );
}
