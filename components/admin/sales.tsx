// Sales and flash sales on the console's frame: the list with units sold and status (search by title or
// product), and the editor: a product (picked, not typed), its title in
// four locales, the window, a rate for every SKU or chosen SKUs at a flash price (each SKU's checkbox
// and price are labelled with its name, so a script or a person finds them), the total quantity and
// the per-shopper limit. Stopping is the "On" switch. A flash sale (秒杀, docs/decisions/022) also
// takes its payment window; its quantity is held from the SKU's stock, which the list shows.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents, parseYuan } from "@/lib/domain/money";
import {
  saleListOptions,
  saveSale,
  useSales,
  type SaleDraft,
  type SaleQuery,
  type SaleRow,
} from "@/lib/admin-client/marketing";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { useLocalized } from "./localized";
import { RecordEditor, type Draft, type FieldSpec } from "./record-editor";
import { Badge, Button, Field, Money, When, inputClass } from "./ui";
import { useCurrencyValue } from "@/components/admin/currency-value";
import { CreateHeader, closeEditor } from "./list-editor";
import { ProductSkus } from "./product-skus";

const fields: FieldSpec[] = [
  { kind: "product", name: "productId" },
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
  const unit = useCurrencyValue();
  return (
    <ProductSkus productId={productId} ns="sales">
      {(product) => (
        <>
          <p className="mb-2 text-xs text-gray-500">{t("skusHint")}</p>
          {errors.skus ? (
            <p role="alert" className="mb-2 text-xs text-price">
              {errors.skus}
            </p>
          ) : null}
          <ul className="space-y-2">
            {product.skus.map((sku) => {
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
                        label={t("flashPrice", { sku: sku.name, ...unit })}
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
        </>
      )}
    </ProductSkus>
  );
}

function Title({ sale }: { sale: SaleRow }) {
  const t = useTranslations("sales");
  const local = useLocalized();
  return (
    <>
      {sale.flash ? (
        <span className="mr-1">
          <Badge tone="warn">{t("flashBadge")}</Badge>
        </span>
      ) : null}
      {local(sale.title)}
    </>
  );
}

function Prices({ sale }: { sale: SaleRow }) {
  const t = useTranslations("sales");
  if (sale.skus.length === 0) return <>{t("allSkus", { rate: sale.ratePercent })}</>;
  return (
    <>
      {sale.skus.map((l) => (
        <div key={l.skuId}>
          {l.name}: <Money cents={l.salePrice} />{" "}
          <s className="text-gray-500">
            <Money cents={l.regularPrice} />
          </s>
        </div>
      ))}
    </>
  );
}

function Sold({ sale }: { sale: SaleRow }) {
  const t = useTranslations("sales");
  return (
    <>
      {sale.soldCount}
      {sale.quantityLimit === null ? "" : ` / ${sale.quantityLimit}`}
      {sale.perUserLimit === null ? null : (
        <div className="text-xs text-gray-500">{t("perUser", { limit: sale.perUserLimit })}</div>
      )}
      {sale.flash ? (
        <div className="text-xs text-gray-500">
          {t("held", { count: sale.held ?? 0 })}
          {sale.paymentWindowMinutes === null ? null : ` · ${t("payWindow", { minutes: sale.paymentWindowMinutes })}`}
        </div>
      ) : null}
    </>
  );
}

function State({ sale }: { sale: SaleRow }) {
  const t = useTranslations("sales");
  return <Badge tone={tone[sale.status]}>{t(`statuses.${sale.status}`)}</Badge>;
}

function Edit({ sale, edit }: { sale: SaleRow; edit: (s: SaleRow) => void }) {
  const tc = useTranslations("common");
  return <Button onClick={() => edit(sale)}>{tc("edit")}</Button>;
}

function saleList(edit: (s: SaleRow) => void): ListSpec<SaleRow> {
  return {
    id: "sales",
    rowTestId: "sale-row",
    rowKey: (s) => s.id,
    pageSize: 20,
    useRows: (query) => useSales(query as SaleQuery),
    filters: [
      { id: "q", kind: "search", label: "sales.search", placeholder: "sales.searchHint" },
      {
        id: "status",
        kind: "select",
        label: "sales.status",
        options: saleListOptions.status.filter((s) => s !== "all"),
        optionLabel: (v) => `sales.statuses.${v}`,
      },
    ],
    columns: [
      { id: "title", label: "sales.saleTitle", primary: true, cell: (s) => <Title sale={s} /> },
      {
        id: "product",
        label: "sales.product",
        cell: (s) => (
          <>
            {s.productName} <span className="text-xs text-gray-500">#{s.productId}</span>
          </>
        ),
      },
      {
        id: "window",
        label: "sales.window",
        className: "text-xs",
        cell: (s) => (
          <>
            <When at={s.startsAt} /> – <When at={s.endsAt} />
          </>
        ),
      },
      {
        id: "prices",
        label: "sales.prices",
        optional: "shown",
        className: "text-xs",
        cell: (s) => <Prices sale={s} />,
      },
      { id: "sold", label: "sales.sold", className: "tabular-nums", cell: (s) => <Sold sale={s} /> },
      { id: "state", label: "sales.state", cell: (s) => <State sale={s} /> },
      { id: "edit", label: "", cell: (s) => <Edit sale={s} edit={edit} /> },
    ],
  };
}

export function SalesScreen() {
  const t = useTranslations("sales");
  const local = useLocalized();
  const [editing, setEditing] = useState<SaleRow | "new" | null>(null);
  const [spec] = useState(() => saleList(setEditing));
  const { state, read } = useUrlList(spec);
  return (
    <>
      <CreateHeader title={t("title")} create={t("create")} onCreate={() => setEditing("new")} />
      {editing ? (
        <RecordEditor<SaleRow>
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? t("create") : t("edit", { title: local(editing.title) })}
          fields={fields}
          initial={editing === "new" ? blank() : toDraft(editing)}
          version={editing === "new" ? 0 : editing.version}
          toDraft={toDraft}
          onSave={(draft, version) =>
            saveSale(editing === "new" ? null : editing.id, draft as SaleDraft, version) as Promise<SaleRow>
          }
          {...closeEditor(setEditing, read)}
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
      <ListFrame spec={spec} state={state} read={read} />
    </>
  );
}
