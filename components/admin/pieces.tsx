// A list of editable records with its editor above it: the shape every section of the content and
// settings screens shares (banners, buttons, hot words, activities, shops, freight rules, pick-up
// points, the FAQ). Loading, empty and error states come from the table.
"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Button, Card, Table, TableState } from "./ui";

type Row = { id: number; version: number };

export function PieceSection<R extends Row>({
  title,
  read,
  fields,
  blank,
  toDraft,
  save,
  columns,
  remove,
  testId,
}: {
  title: string;
  read: { data?: { rows: R[] }; error?: unknown; isLoading: boolean; mutate: () => unknown };
  fields: readonly FieldSpec[];
  blank: () => Draft;
  toDraft: (row: R) => Draft;
  save: (id: number | null, draft: Draft, version: number) => Promise<unknown>;
  /** Column headings and, per row, its cells. */
  columns: { head: string[]; cells: (row: R) => ReactNode[] };
  remove?: (row: R) => Promise<unknown>;
  testId: string;
}) {
  const t = useTranslations("common");
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const rows = read.data?.rows ?? [];
  const refresh = () => void read.mutate();
  return (
    <Card
      title={title}
      actions={
        <Button kind="primary" onClick={() => setEditing("new")}>
          {t("add")}
        </Button>
      }
    >
      {editing ? (
        <RecordEditor<R>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("add") : t("editing", { id: editing.id })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) => save(editing === "new" ? null : editing.id, draft, version) as Promise<R>}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <Table head={[...columns.head, ""]}>
        <TableState
          loading={read.isLoading}
          error={read.error}
          empty={rows.length === 0}
          columns={columns.head.length + 1}
          onRetry={refresh}
        />
        {rows.map((row) => (
          <tr key={row.id} data-testid={testId}>
            {columns.cells(row).map((cell, i) => (
              <td key={i} className="px-3 py-2 align-top">
                {cell}
              </td>
            ))}
            <td className="px-3 py-2 whitespace-nowrap">
              <span className="flex gap-2">
                <Button onClick={() => setEditing(row)}>{t("edit")}</Button>
                {remove ? (
                  <Button
                    kind="danger"
                    onClick={async () => {
                      if (!window.confirm(t("confirmDelete"))) return;
                      await remove(row).catch(() => undefined);
                      refresh();
                    }}
                  >
                    {t("delete")}
                  </Button>
                ) : null}
              </span>
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
