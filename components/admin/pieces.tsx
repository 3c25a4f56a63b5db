// A list of editable records with its editor above it, on the console's frame: the shape every section
// of the content and settings screens shares (banners, buttons, hot words, activities, shops, freight
// rules, pick-up points, the FAQ). These lists are answered whole, so their search runs here, over
// every text of a row in every language (searchedWhole).
"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ListFrame } from "./frame/list-frame";
import type { ColumnSpec, ListRead, ListSpec } from "./frame/list-spec";
import { searchedWhole, useLocalList } from "./frame/use-list-state";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Button, Card } from "./ui";
import { closeEditor } from "./list-editor";

type Row = { id: number; version: number };

function RowActions<R extends Row>({
  row,
  edit,
  remove,
  refresh,
}: {
  row: R;
  edit: (row: R) => void;
  remove?: (row: R) => Promise<unknown>;
  refresh: () => void;
}) {
  const t = useTranslations("common");
  return (
    <span className="flex gap-2">
      <Button onClick={() => edit(row)}>{t("edit")}</Button>
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
  );
}

function pieceList<R extends Row>(
  testId: string,
  read: ListRead<R>,
  columns: { head: string[]; cells: (row: R) => ReactNode[] },
  edit: (row: R) => void,
  remove?: (row: R) => Promise<unknown>,
): ListSpec<R> {
  const cells: ColumnSpec<R>[] = columns.head.map((heading, i) => ({
    id: `c${i}`,
    label: "",
    heading,
    primary: i === 0,
    className: "align-top",
    cell: (row) => columns.cells(row)[i],
  }));
  return {
    id: testId,
    rowTestId: testId,
    rowKey: (r) => r.id,
    pageSize: 0,
    filters: [{ id: "q", kind: "search", label: "frame.searchList" }],
    useRows: (query) => searchedWhole(read, query),
    columns: [
      ...cells,
      {
        id: "actions",
        label: "",
        cell: (row, list) => <RowActions row={row} edit={edit} remove={remove} refresh={list.refresh} />,
      },
    ],
  };
}

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
  read: ListRead<R>;
  fields: readonly FieldSpec[];
  blank: () => Draft;
  toDraft: (row: R) => Draft;
  save: (id: number | null, draft: Draft, version: number) => Promise<unknown>;
  /** Column headings (in words) and, per row, its cells. */
  columns: { head: string[]; cells: (row: R) => ReactNode[] };
  remove?: (row: R) => Promise<unknown>;
  testId: string;
}) {
  const t = useTranslations("common");
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const spec = pieceList(testId, read, columns, setEditing, remove);
  const list = useLocalList(spec);
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
          {...closeEditor(setEditing, read)}
        />
      ) : null}
      <ListFrame spec={spec} state={list.state} read={list.read} />
    </Card>
  );
}
