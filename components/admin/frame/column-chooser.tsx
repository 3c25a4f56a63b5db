// Which of a list's optional columns the operator sees: kept per list in this browser. The columns
// every operator needs (the record's name, its actions) cannot be hidden.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { ColumnSpec } from "./list-spec";

const storageKey = (list: string) => `mall-admin-columns:${list}`;

/** The optional columns turned on or off by the operator, over the spec's defaults. */
export function useColumnChoice<Row>(list: string, columns: readonly ColumnSpec<Row>[]) {
  // Read after the first paint: the server renders the defaults (it has no storage), and a lazy
  // initial state would differ between the server's HTML and the browser's first render.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  useEffect(() => {
    let stored: Record<string, boolean> = {};
    try {
      stored = JSON.parse(window.localStorage.getItem(storageKey(list)) ?? "{}") as Record<string, boolean>;
    } catch {
      // A hand-edited or foreign value: the defaults.
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- external storage read once per list
    setChosen(stored);
  }, [list]);
  const shown = (c: ColumnSpec<Row>) => !c.optional || (chosen[c.id] ?? c.optional === "shown");
  const toggle = (id: string, on: boolean) => {
    const next = { ...chosen, [id]: on };
    setChosen(next);
    window.localStorage.setItem(storageKey(list), JSON.stringify(next));
  };
  return { visible: columns.filter(shown), optional: columns.filter((c) => c.optional), shown, toggle };
}

export function ColumnChooser<Row>({ choice }: { choice: ReturnType<typeof useColumnChoice<Row>> }) {
  const t = useTranslations();
  if (!choice.optional.length) return null;
  return (
    <details className="relative text-sm">
      <summary className="flex min-h-9 cursor-pointer items-center rounded border border-gray-300 bg-white px-3 font-medium hover:bg-gray-50">
        {t("frame.columns")}
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-56 max-w-[80vw] rounded border border-gray-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">{t("frame.columns")}</legend>
        {choice.optional.map((c) => (
          <label key={c.id} className="flex items-center gap-2 py-1">
            <input type="checkbox" checked={choice.shown(c)} onChange={(e) => choice.toggle(c.id, e.target.checked)} />
            {c.heading ?? t(c.label)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
