// What a list shows instead of rows: loading, failed (with a retry), not allowed for the operator's
// roles (a 403: said as such, never "failed"), empty — or empty for the filters in force, with a way
// out. The same words on every console list.
"use client";

import { useTranslations } from "next-intl";

export function isForbidden(error: unknown): boolean {
  return (error as { status?: number } | undefined)?.status === 403;
}

export function ListStateMessage({
  loading,
  error,
  empty,
  emptyKey,
  filtered,
  onRetry,
  onClear,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyKey?: string;
  filtered: boolean;
  onRetry: () => void;
  onClear: () => void;
}) {
  const t = useTranslations();
  if (error)
    return isForbidden(error) ? (
      <p role="alert">{t("frame.forbiddenList")}</p>
    ) : (
      <p role="alert">
        {t("frame.loadFailed")}{" "}
        <button type="button" className="text-accent underline" onClick={onRetry}>
          {t("frame.retry")}
        </button>
      </p>
    );
  if (loading) return <p aria-busy="true">{t("frame.loading")}</p>;
  if (!empty) return null;
  return filtered ? (
    <p>
      {t("frame.noMatch")}{" "}
      <button type="button" className="text-accent underline" onClick={onClear}>
        {t("frame.clearAll")}
      </button>
    </p>
  ) : (
    <p>{t(emptyKey ?? "frame.empty")}</p>
  );
}

export function Pager({
  pageIndex,
  pageSize,
  total,
  onPage,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("frame");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    "inline-flex min-h-9 items-center rounded border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav
      aria-label={t("pages")}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600"
    >
      <span>{t("total", { count: total })}</span>
      <span className="flex items-center gap-2">
        <button type="button" className={button} disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
          {t("previous")}
        </button>
        <span>{t("pageOf", { page: pageIndex, pages })}</span>
        <button type="button" className={button} disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>
          {t("next")}
        </button>
      </span>
    </nav>
  );
}
