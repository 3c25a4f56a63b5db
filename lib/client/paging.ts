// The specification's list-loading rules (section 4) as plain functions, apart from the SWR hook that
// applies them (use-paged-list.ts), so screens that only show a server-rendered first page can use
// them without loading SWR.

export type PageResult<T> = { rows: T[]; total: number; hasMore: boolean };

/** Where a list stands: a page loading, more to load, or the end (the list footer shows it). */
export type ListLoaderState = "loading" | "more" | "noMore";

/** Rule 2: fewer rows than the page size (or hasMore false) is the last page. */
export function isLastPage(page: PageResult<unknown>, pageSize: number): boolean {
  return page.rows.length < pageSize || !page.hasMore;
}

/**
 * The pages to show and whether the list is over. Rule 1: an empty page above the first steps back —
 * it is not shown, and nothing more loads (refresh starts again from page 1).
 */
export function listProgress<P extends PageResult<unknown>>(
  pages: P[],
  pageSize: number,
): { shown: P[]; noMore: boolean } {
  const last = pages.at(-1);
  if (!last) return { shown: [], noMore: false };
  if (pages.length > 1 && last.rows.length === 0) return { shown: pages.slice(0, -1), noMore: true };
  return { shown: pages, noMore: isLastPage(last, pageSize) };
}
