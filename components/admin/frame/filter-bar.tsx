// The filter bar every console list shares, drawn from its spec: a search field (applied on Enter or
// the search button), selects and shop-time days (applied at once), pickers, the sort, the column
// choice; below it the filters in force as chips, each removable, and "clear all".
"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { shopOffsetLabel } from "@/lib/format/shop-clock";
import { Button, inputClass } from "../ui";
import { ShopDayInput } from "../shop-date-input";
import type { FilterSpec, ListSpec } from "./list-spec";
import { filtered, type ListState } from "./use-list-state";

function Labelled({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="min-w-0 text-sm">
      <span className="mb-1 block text-gray-700">
        {label}
        {hint ? <span className="ml-1 text-xs text-gray-500">({hint})</span> : null}
      </span>
      {children}
    </label>
  );
}

function FilterInput({ filter, state }: { filter: Exclude<FilterSpec, { kind: "search" }>; state: ListState }) {
  const t = useTranslations();
  const value = state.values[filter.id] ?? "";
  const set = (next: string) => state.set({ [filter.id]: next });
  if (filter.kind === "custom") return <div className="min-w-0 text-sm">{filter.render(value, set)}</div>;
  if (filter.kind === "day")
    return (
      <Labelled label={t(filter.label)} hint={t("frame.shopTime", { offset: shopOffsetLabel() })}>
        <ShopDayInput value={value} onChange={set} />
      </Labelled>
    );
  return (
    <Labelled label={t(filter.label)}>
      <select className={inputClass} value={value} onChange={(e) => set(e.target.value)}>
        {filter.all === false ? null : <option value="">{t(filter.allLabel ?? "frame.all")}</option>}
        {filter.options.map((o) => (
          <option key={o} value={String(o)}>
            {t(filter.optionLabel(String(o)))}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** How a set filter reads on its chip. */
function chipText(filter: FilterSpec, value: string, t: ReturnType<typeof useTranslations>): ReactNode {
  if (filter.kind === "select") return t(filter.optionLabel(value));
  if (filter.kind === "custom" && filter.chip) return filter.chip(value);
  return value;
}

function Chips<Row>({ spec, state }: { spec: ListSpec<Row>; state: ListState }) {
  const t = useTranslations();
  if (!filtered(state)) return null;
  const set = (spec.filters ?? []).filter((f) => state.values[f.id]);
  return (
    <ul className="mb-3 flex flex-wrap items-center gap-2 text-sm" aria-label={t("frame.inForce")}>
      {set.map((f) => (
        <li key={f.id} className="flex items-center gap-1 rounded-full border border-accent bg-white py-0.5 pr-1 pl-3">
          <span>
            {t(f.label)}: <strong className="font-medium">{chipText(f, state.values[f.id], t)}</strong>
          </span>
          <button
            type="button"
            className="rounded-full px-1.5 text-gray-600 hover:bg-gray-100"
            aria-label={t("frame.removeFilter", { filter: t(f.label) })}
            onClick={() => state.set({ [f.id]: "" })}
          >
            ×
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="text-accent underline"
          onClick={() => state.set(Object.fromEntries(set.map((f) => [f.id, ""])))}
        >
          {t("frame.clearAll")}
        </button>
      </li>
    </ul>
  );
}

export function FilterBar<Row>({ spec, state, tools }: { spec: ListSpec<Row>; state: ListState; tools?: ReactNode }) {
  const t = useTranslations();
  const search = (spec.filters ?? []).find((f) => f.kind === "search");
  const applied = search ? (state.values[search.id] ?? "") : "";
  const [text, setText] = useState(applied);
  // A chip removed or a link followed changes the applied text: the field follows it.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setText(applied);
  }
  const others = (spec.filters ?? []).filter((f) => f.kind !== "search") as Exclude<FilterSpec, { kind: "search" }>[];
  if (!search && !others.length && !spec.sorts && !tools) return null;
  return (
    <>
      <form
        role="search"
        aria-label={t("frame.filters")}
        className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (search) state.set({ [search.id]: text.trim() });
        }}
      >
        {search ? (
          <label className="min-w-48 flex-1 text-sm">
            <span className="mb-1 block text-gray-700">{t(search.label)}</span>
            <span className="flex gap-2">
              <input
                type="search"
                className={inputClass}
                value={text}
                placeholder={search.placeholder ? t(search.placeholder) : undefined}
                onChange={(e) => setText(e.target.value)}
              />
              <Button type="submit" kind="primary" className="shrink-0 whitespace-nowrap">
                {t("frame.search")}
              </Button>
            </span>
          </label>
        ) : null}
        {others.map((f) => (
          <FilterInput key={f.id} filter={f} state={state} />
        ))}
        {spec.sorts ? (
          <Labelled label={t("frame.sort")}>
            <select
              className={inputClass}
              value={state.values.sort || spec.sorts.values[0]}
              onChange={(e) => state.set({ sort: e.target.value })}
            >
              {spec.sorts.values.map((s) => (
                <option key={s} value={s}>
                  {t(spec.sorts!.label(s))}
                </option>
              ))}
            </select>
          </Labelled>
        ) : null}
        {tools}
      </form>
      <Chips spec={spec} state={state} />
    </>
  );
}
