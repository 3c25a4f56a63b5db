// What a console list is, as data (docs/decisions/035-console-frame.md; Medusa's dashboard is the
// model): its filters, its sorts (the registry's, lib/admin-client: `…Options.sort`), its columns,
// how a row is keyed, and the hook that reads a page. One frame (./list-frame.tsx) draws every list
// from this: the filter bar and its chips, the column choice, sorting, paging, the loading, empty,
// error and no-permission states, and the cards below 900 px. Labels are message keys of the
// console's catalogue (full paths: "orders.status").
import type { ReactNode } from "react";
import type { Permission } from "@/lib/domain/permissions";

/** A filter's value lives in the address under its id ("" = not set). */
export type FilterSpec =
  | { id: string; kind: "search"; label: string; placeholder?: string }
  | {
      id: string;
      kind: "select";
      label: string;
      options: readonly (string | number)[];
      /** The message key of an option. */
      optionLabel: (value: string) => string;
      /** Whether "all" (no value) is offered; else the first option stands for it. */
      all?: boolean;
      /** The message key of "no value" when it means something else than "all" (the open requests). */
      allLabel?: string;
    }
  /** A calendar day in the shop's time zone (yyyy-MM-dd). */
  | { id: string; kind: "day"; label: string }
  /** A picker or anything else: it draws itself and says how its chip reads. */
  | {
      id: string;
      kind: "custom";
      label: string;
      render: (value: string, set: (value: string) => void) => ReactNode;
      chip?: (value: string) => ReactNode;
    };

export type ColumnSpec<Row> = {
  id: string;
  /** Message key of the heading ("" for none: a picture, the actions). */
  label: string;
  /** The heading already in words (a list whose screen translates its own headings). */
  heading?: string;
  /** The cell; `list.refresh` reads the page again (after a row's action changed it). */
  cell: (row: Row, list: { refresh: () => void }) => ReactNode;
  align?: "end";
  /** The card's title below 900 px (one per list). */
  primary?: boolean;
  /** The operator may hide it ("shown") or show it ("hidden": off at first); without it, always there. */
  optional?: "shown" | "hidden";
  /** Only operators holding this see the column (the server sends the data only to them, too). */
  permission?: Permission;
  className?: string;
};

/** What a list hook answers (SWR's shape): a page, or the whole list when it is small. */
export type ListRead<Row> = {
  data?: { rows: Row[]; total?: number };
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
};

export type ListQuery = Record<string, string | number | undefined>;

export type ListSpec<Row> = {
  /** The list's name: its column choice is kept under it, its rows are `data-testid={rowTestId}`. */
  id: string;
  rowTestId: string;
  rowKey: (row: Row) => string | number;
  filters?: readonly FilterSpec[];
  sorts?: { values: readonly string[]; label: (value: string) => string };
  columns: readonly ColumnSpec<Row>[];
  /** Rows per page; 0 for a list answered whole (no pager). */
  pageSize: number;
  /** Reads the page the query names. */
  useRows: (query: ListQuery) => ListRead<Row>;
  /** The query sent for the filters set (default: the set filters as they are). */
  toQuery?: (values: Record<string, string>) => ListQuery;
  /** Message key of the empty state (default "frame.empty"). */
  empty?: string;
};
