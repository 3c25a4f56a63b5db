// The audit trail: every change of the back office (and of the command line), newest first, filtered
// by entity, entity id, actor and action (exact values).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useAudit, type AuditQuery } from "@/lib/admin-client/staff";
import { AuditTable } from "./audit-table";
import { Button, PageHeader, Pager, inputClass } from "./ui";
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
      <form
        role="search"
        className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          set(Object.fromEntries(keys.map((k) => [k, draft[k].trim()])));
        }}
      >
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
        <Button type="submit" kind="primary">
          {tc("search")}
        </Button>
      </form>
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
