// The one list of the console (docs/decisions/035-console-frame.md): a spec (./list-spec.ts) and a
// state (./use-list-state.ts) in, the filter bar, the table — cards below 900 px, so nothing is wider
// than a tablet — the states and the pager out. Optionally rows can be selected for a bulk action,
// whose panel the screen draws with the selected rows.
"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useCan } from "../operator-context";
import { ColumnChooser, useColumnChoice } from "./column-chooser";
import { FilterBar } from "./filter-bar";
import type { ColumnSpec, ListRead, ListSpec } from "./list-spec";
import { ListStateMessage, Pager } from "./list-states";
import { filtered, type ListState } from "./use-list-state";

type Bulk<Row> = (selected: Row[], clear: () => void) => ReactNode;

function Header<Row>({
  columns,
  selection,
}: {
  columns: ColumnSpec<Row>[];
  selection?: { all: boolean; toggleAll: (on: boolean) => void };
}) {
  const t = useTranslations();
  return (
    <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700">
      <tr>
        {selection ? (
          <th scope="col" className="w-8 px-3 py-2">
            <input
              type="checkbox"
              aria-label={t("frame.selectPage")}
              checked={selection.all}
              onChange={(e) => selection.toggleAll(e.target.checked)}
            />
          </th>
        ) : null}
        {columns.map((c) => (
          <th key={c.id} scope="col" className={`px-3 py-2 whitespace-nowrap ${c.align === "end" ? "text-right" : ""}`}>
            {c.heading ?? (c.label ? t(c.label) : <span className="sr-only">{t("frame.more")}</span>)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Row<R>({
  row,
  columns,
  testId,
  selected,
  refresh,
}: {
  row: R;
  columns: ColumnSpec<R>[];
  testId: string;
  refresh: () => void;
  selected?: { on: boolean; toggle: (on: boolean) => void; label: string };
}) {
  const t = useTranslations();
  return (
    <tr data-testid={testId} className={selected?.on ? "bg-blue-50" : undefined}>
      {selected ? (
        <td className="list-select px-3 py-2">
          <input
            type="checkbox"
            aria-label={selected.label}
            checked={selected.on}
            onChange={(e) => selected.toggle(e.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((c) => (
        <td
          key={c.id}
          data-label={!c.primary ? (c.heading ?? (c.label ? t(c.label) : undefined)) : undefined}
          className={`px-3 py-2 align-top ${c.primary ? "list-primary" : ""} ${c.align === "end" ? "text-right" : ""} ${c.className ?? ""}`}
        >
          {c.cell(row, { refresh })}
        </td>
      ))}
    </tr>
  );
}

export function ListFrame<R>({
  spec,
  state,
  read,
  tools,
  bulk,
  selectLabel,
}: {
  spec: ListSpec<R>;
  state: ListState;
  /** The page, read by the screen with `spec.useRows(listQuery(spec, state))` (it may need it too). */
  read: ListRead<R>;
  /** Buttons beside the filters (an export of what is filtered). */
  tools?: ReactNode;
  /** Selecting rows opens this panel with them. */
  bulk?: Bulk<R>;
  /** How a row's checkbox is announced. */
  selectLabel?: (row: R) => string;
}) {
  const can = useCan();
  const choice = useColumnChoice(spec.id, spec.columns);
  const columns = choice.visible.filter((c) => !c.permission || can(c.permission));
  const [picked, setPicked] = useState<Map<string | number, R>>(new Map());
  const rows = read.data?.rows ?? [];
  const total = read.data?.total ?? rows.length;
  const pick = (next: Map<string | number, R>) => setPicked(new Map(next));
  const selection = bulk
    ? {
        all: rows.length > 0 && rows.every((r) => picked.has(spec.rowKey(r))),
        toggleAll: (on: boolean) => {
          const next = new Map(picked);
          for (const r of rows)
            if (on) next.set(spec.rowKey(r), r);
            else next.delete(spec.rowKey(r));
          pick(next);
        },
      }
    : undefined;
  const clear = () => state.set(Object.fromEntries((spec.filters ?? []).map((f) => [f.id, ""])));
  return (
    <div data-list={spec.id}>
      <FilterBar
        spec={spec}
        state={state}
        tools={
          <>
            {tools}
            <ColumnChooser choice={choice} />
          </>
        }
      />
      {bulk && picked.size ? bulk([...picked.values()], () => pick(new Map())) : null}
      <div className="list-wrap rounded-lg border border-gray-200 bg-white">
        <table className="list-table min-w-full divide-y divide-gray-200 text-sm">
          <Header columns={columns} selection={selection} />
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => {
              const key = spec.rowKey(r);
              return (
                <Row
                  key={key}
                  row={r}
                  columns={columns}
                  testId={spec.rowTestId}
                  refresh={() => void read.mutate()}
                  selected={
                    bulk
                      ? {
                          on: picked.has(key),
                          label: selectLabel?.(r) ?? String(key),
                          toggle: (on) => {
                            const next = new Map(picked);
                            if (on) next.set(key, r);
                            else next.delete(key);
                            pick(next);
                          },
                        }
                      : undefined
                  }
                />
              );
            })}
          </tbody>
        </table>
        <div className="px-3 text-center text-sm text-gray-600 [&>p]:py-6">
          <ListStateMessage
            loading={read.isLoading && !read.data}
            error={read.error}
            empty={rows.length === 0}
            emptyKey={spec.empty}
            filtered={filtered(state)}
            onRetry={() => void read.mutate()}
            onClear={clear}
          />
        </div>
      </div>
      {spec.pageSize && read.data ? (
        <Pager
          pageIndex={state.pageIndex}
          pageSize={spec.pageSize}
          total={total}
          onPage={(p) => state.set({ pageIndex: p })}
        />
      ) : null}
    </div>
  );
}
