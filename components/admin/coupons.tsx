// Coupons: the list with claim and use counts, create and edit (amount off with a threshold or
// percent off with a cap; a window or days after claiming; total and per-shopper quantities; the
// new-shopper pack; scope), stop and start, and the claims' CSV for operators who may export.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents } from "@/lib/domain/money";
import {
  couponClaimsUrl,
  saveCoupon,
  setCouponActive,
  useCoupons,
  type CouponDraft,
  type CouponRow,
} from "@/lib/admin-client/marketing";
import { useCan } from "./operator-context";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Badge, Button, PageHeader, Pager, Table, TableState, When } from "./ui";
import { useQueryState } from "./use-query-state";

const fields: FieldSpec[] = [
  { kind: "localized", name: "name" },
  { kind: "select", name: "kind", options: ["amount", "rate"] },
  { kind: "money", name: "threshold" },
  { kind: "money", name: "amountOff" },
  { kind: "number", name: "ratePercent", nullable: true },
  { kind: "money", name: "maxDiscount", nullable: true },
  { kind: "datetime", name: "validFrom" },
  { kind: "datetime", name: "validTo" },
  { kind: "number", name: "validDays", nullable: true },
  { kind: "number", name: "totalQuantity" },
  { kind: "number", name: "perUserLimit" },
  { kind: "select", name: "scope", options: ["all", "categories", "products"] },
  { kind: "ids", name: "targetIds" },
  { kind: "bool", name: "isNewUser" },
  { kind: "bool", name: "active" },
];

const DAY = 24 * 3600_000;

function blank(): Draft {
  return {
    name: { "zh-Hans": "" },
    kind: "amount",
    threshold: 0,
    amountOff: 0,
    ratePercent: null,
    maxDiscount: null,
    validFrom: new Date().toISOString(),
    validTo: new Date(Date.now() + 30 * DAY).toISOString(),
    validDays: null,
    totalQuantity: 100,
    perUserLimit: 1,
    scope: "all",
    targetIds: [],
    isNewUser: false,
    active: true,
  };
}

const toDraft = (c: CouponRow): Draft => {
  const { id: _id, version: _v, claimedCount: _c, usedCount: _u, createdAt: _t, ...rest } = c;
  void _id;
  void _v;
  void _c;
  void _u;
  void _t;
  return rest;
};

function terms(c: CouponRow, t: ReturnType<typeof useTranslations>) {
  return c.kind === "rate"
    ? t("rateTerms", {
        rate: c.ratePercent ?? 100,
        cap: c.maxDiscount === null ? "—" : formatCents(c.maxDiscount),
      })
    : t("amountTerms", { off: formatCents(c.amountOff), threshold: formatCents(c.threshold) });
}

export function CouponsScreen() {
  const t = useTranslations("coupons");
  const tc = useTranslations("common");
  const can = useCan();
  const { values, pageIndex, set } = useQueryState(["status"] as const);
  const status = (values.status || "all") as "all" | "active" | "stopped";
  const list = useCoupons({ status, pageIndex, pageSize: 20 });
  const [editing, setEditing] = useState<CouponRow | "new" | null>(null);
  const rows = list.data?.rows ?? [];
  const refresh = () => void list.mutate();
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button kind="primary" onClick={() => setEditing("new")}>
            {t("create")}
          </Button>
        }
      />
      {editing ? (
        <RecordEditor<CouponRow>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("create") : t("edit", { name: editing.name["zh-Hans"] })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) =>
            saveCoupon(editing === "new" ? null : editing.id, draft as CouponDraft, version) as Promise<CouponRow>
          }
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <label className="mb-3 flex items-center gap-2 text-sm">
        {t("status")}
        <select
          className="rounded border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900"
          value={status}
          onChange={(e) => set({ status: e.target.value })}
        >
          {(["all", "active", "stopped"] as const).map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <Table head={[t("name"), t("terms"), t("validity"), t("claimed"), t("used"), t("state"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={7}
          onRetry={refresh}
        />
        {rows.map((c) => (
          <tr key={c.id} data-testid="coupon-row">
            <td className="px-3 py-2">
              {c.name["zh-Hans"]}
              {c.isNewUser ? (
                <span className="ml-1">
                  <Badge tone="warn">{t("newUser")}</Badge>
                </span>
              ) : null}
              {c.scope !== "all" ? (
                <span className="ml-1">
                  <Badge>{t(`scopes.${c.scope}`)}</Badge>
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2">{terms(c, t)}</td>
            <td className="px-3 py-2 text-xs">
              <When at={c.validFrom} /> – <When at={c.validTo} />
              {c.validDays ? <div>{t("days", { days: c.validDays })}</div> : null}
            </td>
            <td className="px-3 py-2 tabular-nums">
              {c.claimedCount} / {c.totalQuantity}
            </td>
            <td className="px-3 py-2 tabular-nums">{c.usedCount}</td>
            <td className="px-3 py-2">
              {c.active ? (
                <Badge tone="good">{t("statuses.active")}</Badge>
              ) : (
                <Badge tone="bad">{t("statuses.stopped")}</Badge>
              )}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <span className="flex gap-2">
                <Button onClick={() => setEditing(c)}>{tc("edit")}</Button>
                <Button
                  kind={c.active ? "danger" : "secondary"}
                  onClick={async () => {
                    await setCouponActive(c.id, !c.active, c.version).catch(() => undefined);
                    refresh();
                  }}
                >
                  {c.active ? t("stop") : t("start")}
                </Button>
                {can("export:run") ? (
                  <a className="self-center text-sm text-accent underline" href={couponClaimsUrl(c.id)} download>
                    {t("export")}
                  </a>
                ) : null}
              </span>
            </td>
          </tr>
        ))}
      </Table>
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={20} total={list.data.total} onPage={(n) => set({ pageIndex: n })} />
      ) : null}
    </>
  );
}
