// The audit trail on the console's frame: every change of the back office (and of the command line),
// newest first, in words; filtered by who (the actors the trail holds), what (its actions, in words),
// days on the shop's clock, and one record (a link from its screen sets it).
"use client";

import { useTranslations } from "next-intl";
import { useAudit, useAuditFacets, type AuditQuery, type AuditRow } from "@/lib/admin-client/staff";
import { auditColumns } from "./audit-table";
import { ActionWords, RecordWords } from "./audit-words";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { PageHeader, inputClass } from "./ui";

function FacetSelect({
  label,
  value,
  set,
  facet,
}: {
  label: string;
  value: string;
  set: (v: string) => void;
  facet: "actors" | "actions";
}) {
  const t = useTranslations();
  const facets = useAuditFacets();
  const values = facets.data?.[facet] ?? [];
  return (
    <label className="text-sm">
      <span className="mb-1 block text-gray-700">{t(label)}</span>
      <select className={inputClass} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{t(facet === "actors" ? "audit.allActors" : "frame.all")}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {facet === "actions" ? actionText(t, v) : v}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An action in words, as text (an option of a select cannot hold markup). */
function actionText(t: ReturnType<typeof useTranslations>, action: string): string {
  const k = `audit.actions.${action.replace(/\./g, "_")}`;
  return t.has(k) ? t(k) : action;
}

export const auditList: ListSpec<AuditRow> = {
  id: "audit",
  rowTestId: "audit-row",
  rowKey: (r) => r.id,
  pageSize: 50,
  useRows: (query) => useAudit(query as AuditQuery),
  filters: [
    {
      id: "actor",
      kind: "custom",
      label: "audit.actor",
      render: (value, set) => <FacetSelect label="audit.actor" value={value} set={set} facet="actors" />,
    },
    {
      id: "action",
      kind: "custom",
      label: "audit.kind",
      render: (value, set) => <FacetSelect label="audit.kind" value={value} set={set} facet="actions" />,
      chip: (action) => <ActionWords action={action} />,
    },
    { id: "from", kind: "day", label: "audit.from" },
    { id: "to", kind: "day", label: "audit.to" },
    {
      id: "entity",
      kind: "custom",
      label: "audit.entity",
      render: () => null,
      chip: (e) => <RecordWords entity={e} id="" />,
    },
    { id: "entityId", kind: "custom", label: "audit.entityId", render: () => null },
  ],
  columns: auditColumns(true),
};

export function AuditScreen() {
  const t = useTranslations("audit");
  const { state, read } = useUrlList(auditList);
  return (
    <>
      <PageHeader title={t("title")} />
      <ListFrame spec={auditList} state={state} read={read} />
    </>
  );
}
