// The two shapes every picker comes in, whatever it picks: one (null: none yet) or several in the order
// picked (picking one twice keeps it once). A picker brings its search box and its list of what is
// chosen; this holds the value.
"use client";

import type { ComponentType } from "react";

type SearchProps<T> = { label: string; onPick: (row: T) => void; error?: string };
type ChosenProps = { ids: readonly number[]; onRemove: (id: number) => void };
type Props<V, C = V> = { label: string; value: V; onChange: (value: C) => void; error?: string };

export function oneOrMany<T extends { id: number }>(
  Search: ComponentType<SearchProps<T>>,
  Chosen: ComponentType<ChosenProps>,
) {
  function One({ label, value, onChange, error }: Props<number | null>) {
    return (
      <div className="mb-3">
        <Search label={label} onPick={(row) => onChange(row.id)} error={error} />
        <Chosen ids={value ? [value] : []} onRemove={() => onChange(null)} />
      </div>
    );
  }
  function Many({ label, value, onChange, error }: Props<readonly number[], number[]>) {
    return (
      <div className="mb-3">
        <Search
          label={label}
          onPick={(row) => onChange(value.includes(row.id) ? [...value] : [...value, row.id])}
          error={error}
        />
        <Chosen ids={value} onRemove={(id) => onChange(value.filter((v) => v !== id))} />
      </div>
    );
  }
  return { One, Many };
}
