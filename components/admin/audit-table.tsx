// An entity's audit trail inside its detail screen (and the rows of the audit screen): who, what,
// when, from where, the changed fields and the reason. Everything is shown as text.
"use client";

import { useTranslations } from "next-intl";
import type { AuditRow } from "@/lib/admin-client/staff";
import { Table, When } from "./ui";

export function changes(row: Pick<AuditRow, "before" | "after">): string {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return keys
    .map((k) => {
      const b = row.before && k in row.before ? JSON.stringify(row.before[k]) : "";
      const a = row.after && k in row.after ? JSON.stringify(row.after[k]) : "";
      return b && a ? `${k}: ${b} → ${a}` : `${k}: ${b || a}`;
    })
    .join("; ");
}

export function AuditTable({ rows, showEntity = false }: { rows: AuditRow[]; showEntity?: boolean }) {
  const t = useTranslations("audit");
  const head = [
    t("at"),
    t("actor"),
    t("action"),
    ...(showEntity ? [t("entity")] : []),
    t("changes"),
    t("reason"),
    t("address"),
  ];
  return (
    <Table head={head}>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={head.length} className="px-3 py-6 text-center text-sm text-gray-500">
            {t("none")}
          </td>
        </tr>
      ) : null}
      {rows.map((r) => (
        <tr key={r.id} data-testid="audit-row">
          <td className="px-3 py-2 text-xs whitespace-nowrap">
            <When at={r.at} />
          </td>
          <td className="px-3 py-2">
            {r.actor}
            {r.role ? <span className="block text-xs text-gray-600">{r.role}</span> : null}
          </td>
          <td className="px-3 py-2 font-mono text-xs">{r.action}</td>
          {showEntity ? (
            <td className="px-3 py-2 text-xs">
              {r.entity} {r.entityId}
            </td>
          ) : null}
          <td className="max-w-80 px-3 py-2 text-xs break-words text-gray-700">{changes(r)}</td>
          <td className="max-w-60 px-3 py-2 text-xs break-words">{r.reason}</td>
          <td className="px-3 py-2 text-xs text-gray-600">{r.address}</td>
        </tr>
      ))}
    </Table>
  );
}
