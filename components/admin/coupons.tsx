// Coupons on the console's frame: the list with claim and use counts, search by name in any language;
// create and edit (amount off with a threshold or percent off with a cap; a window on the shop's clock
// or days after claiming; total and per-shopper quantities; the new-shopper pack; the scope picked —
// products or categories — never typed as ids), stop and start, and the claims' CSV.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import {
  couponClaimsUrl,
  couponListOptions,
  couponOptions,
  saveCoupon,
  setCouponActive,
  useCoupons,
  type CouponDraft,
  type CouponQuery,
  type CouponRow,
} from "@/lib/admin-client/marketing";
import { OnOffBadge } from "./badges";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { useLocalized } from "./localized";
import { useCan } from "./operator-context";
import { CategoriesPicker } from "./pickers/category-picker";
import { ProductsPicker } from "./pickers/product-picker";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { draftOf, type InputProps } from "./record-fields";
import { Badge, Button, When } from "./ui";
import { CreateHeader, closeEditor } from "./list-editor";

/** The scope's targets: products or categories by the scope chosen above; nothing for everything. */
function ScopeTargets({ draft, value, set, errors, label }: InputProps) {
  const t = useTranslations("coupons");
  const ids = (value as number[]) ?? [];
  if (draft.scope === "products")
    return (
      <ProductsPicker label={t("scopeProducts")} value={ids} onChange={set} error={errors.targetIds ?? errors[label]} />
    );
  if (draft.scope === "categories")
    return <CategoriesPicker label={t("scopeCategories")} value={ids} onChange={set} error={errors.targetIds} />;
  return null;
}

const fields: FieldSpec[] = [
  { kind: "localized", name: "name" },
  { kind: "select", name: "kind", options: couponOptions.kind },
  { kind: "money", name: "threshold" },
  { kind: "money", name: "amountOff" },
  { kind: "number", name: "ratePercent", nullable: true },
  { kind: "money", name: "maxDiscount", nullable: true },
  { kind: "datetime", name: "validFrom" },
  { kind: "datetime", name: "validTo" },
  { kind: "number", name: "validDays", nullable: true },
  { kind: "number", name: "totalQuantity" },
  { kind: "number", name: "perUserLimit" },
  { kind: "select", name: "scope", options: couponOptions.scope },
  { kind: "custom", name: "targetIds", render: (input) => <ScopeTargets {...input} /> },
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

const toDraft = (c: CouponRow): Draft => draftOf(c, ["claimedCount", "usedCount", "createdAt"]);

function Terms({ coupon }: { coupon: CouponRow }) {
  const t = useTranslations("coupons");
  const money = useMoney();
  return (
    <>
      {coupon.kind === "rate"
        ? t("rateTerms", {
            rate: coupon.ratePercent ?? 100,
            cap: coupon.maxDiscount === null ? "—" : money(coupon.maxDiscount),
          })
        : t("amountTerms", { off: money(coupon.amountOff), threshold: money(coupon.threshold) })}
    </>
  );
}

function Name({ coupon }: { coupon: CouponRow }) {
  const t = useTranslations("coupons");
  const local = useLocalized();
  return (
    <span className="flex flex-wrap items-center gap-1">
      {local(coupon.name)}
      {coupon.isNewUser ? <Badge tone="warn">{t("newUser")}</Badge> : null}
      {coupon.scope !== "all" ? <Badge>{t(`scopes.${coupon.scope}`)}</Badge> : null}
    </span>
  );
}

function Validity({ coupon }: { coupon: CouponRow }) {
  const t = useTranslations("coupons");
  return (
    <>
      <When at={coupon.validFrom} /> – <When at={coupon.validTo} />
      {coupon.validDays ? <div>{t("days", { days: coupon.validDays })}</div> : null}
    </>
  );
}

function Actions({ coupon, edit, refresh }: { coupon: CouponRow; edit: (c: CouponRow) => void; refresh: () => void }) {
  const t = useTranslations("coupons");
  const tc = useTranslations("common");
  const can = useCan();
  return (
    <span className="flex flex-wrap gap-2">
      <Button onClick={() => edit(coupon)}>{tc("edit")}</Button>
      <Button
        kind={coupon.active ? "danger" : "secondary"}
        onClick={async () => {
          await setCouponActive(coupon.id, !coupon.active, coupon.version).catch(() => undefined);
          refresh();
        }}
      >
        {coupon.active ? t("stop") : t("start")}
      </Button>
      {can("export:run") ? (
        <a className="self-center text-sm text-accent underline" href={couponClaimsUrl(coupon.id)} download>
          {t("export")}
        </a>
      ) : null}
    </span>
  );
}

function couponList(edit: (c: CouponRow) => void): ListSpec<CouponRow> {
  return {
    id: "coupons",
    rowTestId: "coupon-row",
    rowKey: (c) => c.id,
    pageSize: 20,
    useRows: (query) => useCoupons(query as CouponQuery),
    filters: [
      { id: "q", kind: "search", label: "coupons.search", placeholder: "coupons.searchHint" },
      {
        id: "status",
        kind: "select",
        label: "coupons.status",
        options: couponListOptions.status.filter((s) => s !== "all"),
        optionLabel: (v) => `coupons.statuses.${v}`,
      },
    ],
    columns: [
      { id: "name", label: "coupons.name", primary: true, cell: (c) => <Name coupon={c} /> },
      { id: "terms", label: "coupons.terms", cell: (c) => <Terms coupon={c} /> },
      {
        id: "validity",
        label: "coupons.validity",
        optional: "shown",
        className: "text-xs",
        cell: (c) => <Validity coupon={c} />,
      },
      {
        id: "claimed",
        label: "coupons.claimed",
        className: "tabular-nums",
        cell: (c) => `${c.claimedCount} / ${c.totalQuantity}`,
      },
      { id: "used", label: "coupons.used", optional: "shown", className: "tabular-nums", cell: (c) => c.usedCount },
      {
        id: "state",
        label: "coupons.state",
        cell: (c) => <OnOffBadge on={c.active} onKey="coupons.statuses.active" offKey="coupons.statuses.stopped" />,
      },
      { id: "actions", label: "", cell: (c, list) => <Actions coupon={c} edit={edit} refresh={list.refresh} /> },
    ],
  };
}

export function CouponsScreen() {
  const t = useTranslations("coupons");
  const local = useLocalized();
  const [editing, setEditing] = useState<CouponRow | "new" | null>(null);
  const [spec] = useState(() => couponList(setEditing));
  const { state, read } = useUrlList(spec);
  return (
    <>
      <CreateHeader title={t("title")} create={t("create")} onCreate={() => setEditing("new")} />
      {editing ? (
        <RecordEditor<CouponRow>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("create") : t("edit", { name: local(editing.name) })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) =>
            saveCoupon(editing === "new" ? null : editing.id, draft as CouponDraft, version) as Promise<CouponRow>
          }
          {...closeEditor(setEditing, read)}
        />
      ) : null}
      <ListFrame spec={spec} state={state} read={read} />
    </>
  );
}
