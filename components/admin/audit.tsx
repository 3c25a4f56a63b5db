// The audit trail: every change of the back office (and of the command line), newest first, filtered
// by entity, entity id, actor and action (exact values).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useAudit, type AuditQuery } from "@/lib/admin-client/staff";
import { AuditTable } from "./audit-table";
import { PageHeader, Pager, inputClass, FilterBar } from "./ui";
import { present, useQueryState } from "./use-query-state";

const keys = ["entity", "entityId", "actor", "action"] as const;

export function AuditScreen() {
  const t = useTranslations("audit");
  const tc = useTranslations("common");
  const { values, pageIndex, set } = useQueryState(keys);
  const [draft, setDraft] = useState(values);
  const list = useAudit({ ...present(values), pageIndex, pageSize: 50 } as AuditQuery);
  return (
    <>
      <PageHeader title={t("title")} />
      <FilterBar onSubmit={() => set(Object.fromEntries(keys.map((k) => [k, draft[k].trim()])))}>
        {keys.map((k) => (
          <label key={k} className="text-sm">
            <span className="mb-1 block text-gray-700">{t(k)}</span>
            <input
              className={inputClass}
              name={k}
              value={draft[k]}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
            />
          </label>
        ))}
      </FilterBar>
      {list.isLoading ? (
        <p className="text-sm text-gray-600">{tc("loading")}</p>
      ) : (
        <AuditTable rows={list.data?.rows ?? []} showEntity />
      )}
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={50} total={list.data.total} onPage={(p) => set({ pageIndex: p })} />
      ) : null}
    </>
  );
}
