// One form for the back office's editable records (coupons, sales, home pieces, settings): the fields
// described as data (./record-fields.tsx), on the console's editor frame (./frame) — the server's
// field messages under their fields and listed above, a stale save (409 with `current`) showing which
// fields someone else changed and offering their version instead of overwriting it.
"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { EditorFrame } from "./frame/editor-frame";
import { useEditor } from "./frame/use-editor";
import { RecordField, type Draft, type FieldSpec } from "./record-fields";
import { Card } from "./ui";
import { useCurrencyValue } from "@/components/admin/currency-value";

export type { Draft, FieldSpec };

/** The fields whose values differ between the operator's draft and what someone else saved. */
function changedFields(fields: readonly FieldSpec[], draft: Draft, current: Draft): string[] {
  return fields
    .filter((f) => JSON.stringify(draft[f.name] ?? null) !== JSON.stringify(current[f.name] ?? null))
    .map((f) => f.name);
}

export function RecordEditor<R extends { version: number }>({
  title,
  fields,
  initial,
  version,
  onSave,
  onSaved,
  onCancel,
  toDraft,
  children,
}: {
  title: string;
  fields: readonly FieldSpec[];
  initial: Draft;
  /** The version the draft was read at (0 for a new record). */
  version: number;
  onSave: (draft: Draft, version: number) => Promise<R>;
  onSaved: (saved: R) => void;
  onCancel: () => void;
  /** A saved record as a draft (to take someone else's version after a stale save). */
  toDraft: (record: R) => Draft;
  /** Extra inputs below the fields (a sale's SKU lines), reading and writing the draft. */
  children?: (draft: Draft, set: (name: string, value: unknown) => void, errors: Record<string, string>) => ReactNode;
}) {
  const t = useTranslations("editor");
  // Amounts' labels name the shop's currency ("使用门槛（MOP）").
  const unit = useCurrencyValue();
  const label = (name: string) => (t.has(`fields.${name}`) ? t(`fields.${name}`, unit) : name);
  const editor = useEditor<Draft, R>({
    initial,
    version,
    save: onSave,
    toDraft,
    versionOf: (r) => r.version,
    differs: (mine, theirs) => changedFields(fields, mine, theirs).map(label),
    onSaved: (record) => {
      onSaved(record);
    },
  });
  const set = (name: string, value: unknown) => editor.set({ [name]: value });
  return (
    <Card title={title}>
      <EditorFrame editor={editor} onCancel={onCancel} fieldLabel={(path) => label(path.split(".")[0])}>
        <div key={editor.generation} className="grid gap-x-4 lg:grid-cols-2">
          {fields.map((spec) => (
            <div
              key={spec.name}
              className={
                spec.kind.startsWith("localized") || ["products", "categories", "link", "custom"].includes(spec.kind)
                  ? "lg:col-span-2"
                  : undefined
              }
            >
              <RecordField
                spec={spec}
                label={label(spec.name)}
                value={editor.draft[spec.name]}
                set={(v) => set(spec.name, v)}
                draft={editor.draft}
                errors={editor.errors}
              />
            </div>
          ))}
        </div>
        {children?.(editor.draft, set, editor.errors)}
      </EditorFrame>
    </Card>
  );
}
