// A record's history inside its screen (an order's holds the shopper's own steps too: placed, paid,
// received, return asked, reviewed) and the columns of the audit screen: who, what in words, when,
// the changes in words, the reason, from where. On the console's frame like every list.
"use client";

import { useTranslations } from "next-intl";
import type { AuditRow } from "@/lib/admin-client/staff";
import { ActionWords, ChangeWords, RecordWords } from "./audit-words";
import { ListFrame } from "./frame/list-frame";
import type { ColumnSpec, ListSpec } from "./frame/list-spec";
import { useLocalList } from "./frame/use-list-state";
import { When } from "./ui";

/** Who did it: an operator by name; a shopper, the system or the command line in words, with its id. */
function Actor({ row }: { row: AuditRow }) {
  const t = useTranslations();
  const [kind, ...rest] = row.actor.split(":");
  const named = row.actor.includes(":") && ["shopper", "system", "cli"].includes(kind);
  return (
    <>
      {named ? t(`audit.words.${kind as "shopper" | "system" | "cli"}`) : row.actor}
      {named ? (
        <span className="block text-xs text-gray-600">
          {kind === "shopper" ? `#${rest.join(":")}` : rest.join(":")}
        </span>
      ) : row.role ? (
        <span className="block text-xs text-gray-600">
          {row.role
            .split(",")
            .map((r) => (t.has(`shell.role.${r}`) ? t(`shell.role.${r}`) : r))
            .join(", ")}
        </span>
      ) : null}
    </>
  );
}

export const auditColumns = (showRecord: boolean): ColumnSpec<AuditRow>[] => [
  { id: "at", label: "audit.at", className: "whitespace-nowrap text-xs", cell: (r) => <When at={r.at} /> },
  { id: "action", label: "audit.action", primary: true, cell: (r) => <ActionWords action={r.action} /> },
  { id: "actor", label: "audit.actor", cell: (r) => <Actor row={r} /> },
  ...(showRecord
    ? [
        {
          id: "record",
          label: "audit.record",
          cell: (r: AuditRow) => <RecordWords entity={r.entity} id={r.entityId} />,
        },
      ]
    : []),
  {
    id: "changes",
    label: "audit.changes",
    className: "max-w-96 text-xs break-words",
    cell: (r) => <ChangeWords row={r} />,
  },
  {
    id: "reason",
    label: "audit.reason",
    optional: "shown",
    className: "max-w-60 text-xs break-words",
    cell: (r) => r.reason,
  },
  {
    id: "address",
    label: "audit.address",
    optional: "hidden",
    className: "text-xs text-gray-600",
    cell: (r) => r.address,
  },
];

function historyList(rows: AuditRow[]): ListSpec<AuditRow> {
  return {
    id: "history",
    rowTestId: "audit-row",
    rowKey: (r) => `${r.id}:${r.action}:${r.at}`,
    pageSize: 0,
    empty: "audit.none",
    useRows: () => ({ data: { rows }, isLoading: false, mutate: () => undefined }),
    columns: auditColumns(false),
  };
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const spec = historyList(rows);
  const list = useLocalList(spec);
  return <ListFrame spec={spec} state={list.state} read={list.read} />;
}
