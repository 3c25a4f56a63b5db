// Paged results as the API returns them: { rows, total, hasMore }.
import type { PageQuery } from "@/lib/validation/common";

export type Page<T> = { rows: T[]; total: number; hasMore: boolean; pageIndex: number; pageSize: number };

export function skipTake({ pageIndex, pageSize }: PageQuery): { skip: number; take: number } {
  return { skip: (pageIndex - 1) * pageSize, take: pageSize };
}

export function toPage<T>(rows: T[], total: number, { pageIndex, pageSize }: PageQuery): Page<T> {
  return { rows, total, hasMore: pageIndex * pageSize < total, pageIndex, pageSize };
}
