// Sales and flash sales: the list with units sold and status, and the editor: a product, its title in
// four locales, the window, a rate for every SKU or chosen SKUs at a flash price (each SKU's checkbox
// and price are labelled with its name, so a script or a person finds them), the total quantity and
// the per-shopper limit. Stopping is the "On" switch. A flash sale (秒杀, docs/decisions/022) also
// takes its payment window; its quantity is held from the SKU's stock, which the list shows.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { saveSale, useSaleProduct, useSales, type SaleDraft, type SaleRow } from "@/lib/admin-client/marketing";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Badge, Button, Field, Money, PageHeader, Pager, Table, TableState, When, inputClass } from "./ui";
import { useQueryState } from "./use-query-state";

const fields: FieldSpec[] = [
  { kind: "number", name: "productId" },
  { kind: "localized", name: "title" },
  { kind: "datetime", name: "startsAt" },
  { kind: "datetime", name: "endsAt" },
  { kind: "number", name: "ratePercent" },
  { kind: "number", name: "quantityLimit", nullable: true },
  { kind: "number", name: "perUserLimit", nullable: true },
  { kind: "number", name: "sort" },
  { kind: "bool", name: "active" },
  { kind: "bool", name: "flash" },
  { kind: "number", name: "paymentWindowMinutes", nullable: true },
];

type Line = { skuId: number; price: number | null; ratePercent: number | null };

const HOUR = 3600_000;
const blank = (): Draft => ({
  productId: undefined,
  title: { "zh-Hans": "" },
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  ratePercent: 100,
  quantityLimit: null,
  perUserLimit: null,
  sort: 0,
  active: true,
  skus: [],
  flash: false,
  paymentWindowMinutes: 5,
});

const toDraft = (s: SaleRow): Draft => ({
  productId: s.productId,
  title: s.title,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  ratePercent: s.ratePercent,
  quantityLimit: s.quantityLimit,
  perUserLimit: s.perUserLimit,
  sort: s.sort,
  active: s.active,
  skus: s.skus.map(({ skuId, price, ratePercent }) => ({ skuId, price, ratePercent })),
  flash: s.flash,
  paymentWindowMinutes: s.paymentWindowMinutes ?? 5,
});

const tone = { running: "good", upcoming: "warn", soldOut: "warn", ended: "plain", stopped: "bad" } as const;

/** The product's SKUs: tick the ones on sale and give each a flash price (empty: the sale's rate). */
function SkuLines({
  productId,
  lines,
  onChange,
  errors,
}: {
  productId: number | null;
  lines: Line[];
  onChange: (lines: Line[]) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("sales");
  const product = useSaleProduct(productId);
  if (!productId) return <p className="mb-3 text-sm text-gray-500">{t("pickProduct")}</p>;
  if (product.error)
    return (
      <p role="alert" className="mb-3 text-sm text-price">
        {t("noProduct")}
      </p>
    );
  if (!product.data) return <p className="mb-3 text-sm text-gray-500">{t("loadingSkus")}</p>;
  return (
    <fieldset className="mb-3 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{t("skus", { product: product.data.name })}</legend>
      <p className="mb-2 text-xs text-gray-500">{t("skusHint")}</p>
      {errors.skus ? (
        <p role="alert" className="mb-2 text-xs text-price">
          {errors.skus}
        </p>
      ) : null}
      <ul className="space-y-2">
        {product.data.skus.map((sku) => {
          const index = lines.findIndex((l) => l.skuId === sku.id);
          const line = index >= 0 ? lines[index] : null;
          return (
            <li key={sku.id} className="flex flex-wrap items-start gap-3">
              <label className="flex min-w-48 items-center gap-2 pt-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={line !== null}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? [...lines, { skuId: sku.id, price: null, ratePercent: null }]
                        : lines.filter((l) => l.skuId !== sku.id),
                    )
                  }
                />
                {t("onSale", { sku: sku.name })} <Money cents={sku.price} />
              </label>
              {line ? (
                <div className="w-48">
                  <Field
                    label={t("flashPrice", { sku: sku.name })}
                    error={errors[`skus.${index}.price`] ?? errors[`skus.${index}.skuId`]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        type="number"
                        step="0.01"
                        inputMode="decimal"
                        className={inputClass}
                        defaultValue={line.price === null ? "" : formatCents(line.price)}
                        onChange={(e) =>
                          onChange(
                            lines.map((l) =>
                              l.skuId === sku.id
                                ? {
                                    ...l,
                                    price: e.target.value === "" ? null : (parseYuan(e.target.value) ?? Number.NaN),
                                  }
                                : l,
                            ),
                          )
                        }
                      />
                    )}
                  </Field>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function SalesScreen() {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const { values, pageIndex, set } = useQueryState(["status"] as const);
  const status = (values.status || "all") as "all" | "running" | "upcoming" | "ended" | "stopped";
  const list = useSales({ status, pageIndex, pageSize: 20 });
  const [editing, setEditing] = useState<SaleRow | "new" | null>(null);
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
        <RecordEditor<SaleRow>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("create") : t("edit", { title: editing.title["zh-Hans"] })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) =>
            saveSale(editing === "new" ? null : editing.id, draft as SaleDraft, version) as Promise<SaleRow>
          }
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
          onCancel={() => setEditing(null)}
        >
          {(draft, setField, errors) => (
            <SkuLines
              productId={typeof draft.productId === "number" && draft.productId > 0 ? draft.productId : null}
              lines={(draft.skus as Line[]) ?? []}
              onChange={(lines) => setField("skus", lines)}
              errors={errors}
            />
          )}
        </RecordEditor>
      ) : null}
      <label className="mb-3 flex items-center gap-2 text-sm">
        {t("status")}
        <select
          className="rounded border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900"
          value={status}
          onChange={(e) => set({ status: e.target.value })}
        >
          {(["all", "running", "upcoming", "ended", "stopped"] as const).map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <Table head={[t("saleTitle"), t("product"), t("window"), t("prices"), t("sold"), t("state"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={7}
          onRetry={refresh}
        />
        {rows.map((s) => (
          <tr key={s.id} data-testid="sale-row">
            <td className="px-3 py-2">
              {s.flash ? (
                <span className="mr-1">
                  <Badge tone="warn">{t("flashBadge")}</Badge>
                </span>
              ) : null}
              {s.title["zh-Hans"]}
            </td>
            <td className="px-3 py-2">
              {s.productName} <span className="text-xs text-gray-500">#{s.productId}</span>
            </td>
            <td className="px-3 py-2 text-xs">
              <When at={s.startsAt} /> – <When at={s.endsAt} />
            </td>
            <td className="px-3 py-2 text-xs">
              {s.skus.length === 0
                ? t("allSkus", { rate: s.ratePercent })
                : s.skus.map((l) => (
                    <div key={l.skuId}>
                      {l.name}: <Money cents={l.salePrice} />{" "}
                      <s className="text-gray-500">
                        <Money cents={l.regularPrice} />
                      </s>
                    </div>
                  ))}
            </td>
            <td className="px-3 py-2 tabular-nums">
              {s.soldCount}
              {s.quantityLimit === null ? "" : ` / ${s.quantityLimit}`}
              {s.perUserLimit === null ? null : (
                <div className="text-xs text-gray-500">{t("perUser", { limit: s.perUserLimit })}</div>
              )}
              {s.flash ? (
                <div className="text-xs text-gray-500">
                  {t("held", { count: s.held ?? 0 })}
                  {s.paymentWindowMinutes === null ? null : ` · ${t("payWindow", { minutes: s.paymentWindowMinutes })}`}
                </div>
              ) : null}
            </td>
            <td className="px-3 py-2">
              <Badge tone={tone[s.status]}>{t(`statuses.${s.status}`)}</Badge>
            </td>
            <td className="px-3 py-2">
              <Button onClick={() => setEditing(s)}>{tc("edit")}</Button>
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
