// Group-buying rules (拼团, docs/decisions/040-group-buying.md) on the console's frame: the list (product,
// group price, seats, hours, per-shopper seats, window, groups open / full / failed, on or off) and
// the editor — a product (picked), its SKUs ticked (each checkbox labelled with the SKU's name and
// price), the group price, 2–10 seats, the hours a group has to fill, the seats one shopper may hold,
// the window in which groups open, and on/off.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  groupRuleListOptions,
  saveGroupRule,
  useGroupRules,
  type GroupRuleDraft,
  type GroupRuleQuery,
  type GroupRuleRow,
} from "@/lib/admin-client/group";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Badge, Button, Money, When } from "./ui";
import { CreateHeader, closeEditor } from "./list-editor";
import { ProductSkus } from "./product-skus";

const fields: FieldSpec[] = [
  { kind: "product", name: "productId" },
  { kind: "money", name: "price" },
  { kind: "number", name: "size" },
  { kind: "number", name: "hoursToFill" },
  { kind: "number", name: "perUserLimit" },
  { kind: "datetime", name: "startsAt" },
  { kind: "datetime", name: "endsAt" },
  { kind: "bool", name: "active" },
];

const DAY = 86_400_000;
const blank = (): Draft => ({
  productId: undefined,
  skuIds: [],
  price: undefined,
  size: 2,
  hoursToFill: 24,
  perUserLimit: 1,
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
  active: true,
});

const toDraft = (r: GroupRuleRow): Draft => ({
  productId: r.productId,
  skuIds: r.skuIds,
  price: r.price,
  size: r.size,
  hoursToFill: r.hoursToFill,
  perUserLimit: r.perUserLimit,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  active: r.active,
});

/** The product's SKUs: tick the ones that sell in groups. */
function SkuChoice({
  productId,
  chosen,
  onChange,
  error,
}: {
  productId: number | null;
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useTranslations("groupRules");
  return (
    <ProductSkus productId={productId} ns="groupRules">
      {(product) => (
        <>
          {error ? (
            <p role="alert" className="mb-2 text-xs text-price">
              {error}
            </p>
          ) : null}
          <ul className="space-y-2">
            {product.skus.map((sku) => (
              <li key={sku.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(sku.id)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...chosen, sku.id] : chosen.filter((id) => id !== sku.id))
                    }
                  />
                  {t("inGroups", { sku: sku.name })} <Money cents={sku.price} />
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </ProductSkus>
  );
}

function Groups({ rule }: { rule: GroupRuleRow }) {
  const t = useTranslations("groupRules");
  return <>{t("groupCounts", rule.groups)}</>;
}

function State({ rule }: { rule: GroupRuleRow }) {
  const t = useTranslations("groupRules");
  return rule.active ? <Badge tone="good">{t("states.on")}</Badge> : <Badge tone="plain">{t("states.off")}</Badge>;
}

function Edit({ rule, edit }: { rule: GroupRuleRow; edit: (r: GroupRuleRow) => void }) {
  const tc = useTranslations("common");
  return <Button onClick={() => edit(rule)}>{tc("edit")}</Button>;
}

function ruleList(edit: (r: GroupRuleRow) => void): ListSpec<GroupRuleRow> {
  return {
    id: "groupRules",
    rowTestId: "group-rule-row",
    rowKey: (r) => r.id,
    pageSize: 20,
    useRows: (query) => useGroupRules(query as GroupRuleQuery),
    filters: [
      {
        id: "state",
        kind: "select",
        label: "groupRules.state",
        options: groupRuleListOptions.state.filter((s) => s !== "all"),
        optionLabel: (v) => `groupRules.states.${v}`,
      },
    ],
    columns: [
      {
        id: "product",
        label: "groupRules.product",
        primary: true,
        cell: (r) => (
          <>
            {r.productName} <span className="text-xs text-gray-500">#{r.productId}</span>
          </>
        ),
      },
      { id: "price", label: "groupRules.price", className: "tabular-nums", cell: (r) => <Money cents={r.price} /> },
      {
        id: "terms",
        label: "groupRules.terms",
        className: "text-xs",
        cell: (r) => <TermsCell rule={r} />,
      },
      {
        id: "window",
        label: "groupRules.window",
        className: "text-xs",
        // One span: the card view (below 900 px) lays out a cell's children one per row.
        cell: (r) => (
          <span>
            <When at={r.startsAt} /> – <When at={r.endsAt} />
          </span>
        ),
      },
      { id: "groups", label: "groupRules.groups", className: "text-xs", cell: (r) => <Groups rule={r} /> },
      { id: "state", label: "groupRules.state", cell: (r) => <State rule={r} /> },
      { id: "edit", label: "", cell: (r) => <Edit rule={r} edit={edit} /> },
    ],
  };
}

function TermsCell({ rule }: { rule: GroupRuleRow }) {
  const t = useTranslations("groupRules");
  return <>{t("termsText", { size: rule.size, hours: rule.hoursToFill, limit: rule.perUserLimit })}</>;
}

export function GroupRulesScreen() {
  const t = useTranslations("groupRules");
  const [editing, setEditing] = useState<GroupRuleRow | "new" | null>(null);
  const [spec] = useState(() => ruleList(setEditing));
  const { state, read } = useUrlList(spec);
  return (
    <>
      <CreateHeader title={t("title")} create={t("create")} onCreate={() => setEditing("new")} />
      {editing ? (
        <RecordEditor<GroupRuleRow>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("create") : t("edit", { product: editing.productName })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) =>
            saveGroupRule(
              editing === "new" ? null : editing.id,
              draft as GroupRuleDraft,
              version,
            ) as Promise<GroupRuleRow>
          }
          {...closeEditor(setEditing, read)}
        >
          {(draft, setField, errors) => (
            <SkuChoice
              productId={typeof draft.productId === "number" && draft.productId > 0 ? draft.productId : null}
              chosen={(draft.skuIds as number[]) ?? []}
              onChange={(ids) => setField("skuIds", ids)}
              error={errors.skuIds}
            />
          )}
        </RecordEditor>
      ) : null}
      <ListFrame spec={spec} state={state} read={read} />
    </>
  );
}
