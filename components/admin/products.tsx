// The product list: search by id, code or name; category, on/off sale (or deleted), low or sold-out
// stock; sorts; on/off sale, duplicate and delete from the row; CSV export and import (checked whole
// first, applied only without a bad row).
"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  duplicateProduct,
  importProducts,
  productExportUrl,
  removeProduct,
  setOnSale,
  useCategories,
  useProducts,
  type CategoryNode,
  type ImportReport,
  type ProductQuery,
} from "@/lib/admin-client/catalogue";
import { useCan } from "./operator-context";
import {
  Badge,
  Button,
  Card,
  Money,
  PageHeader,
  Pager,
  Table,
  TableState,
  When,
  FilterBar,
  FilterSelect,
  FilterSearch,
} from "./ui";
import { present, useQueryState } from "./use-query-state";

const sorts = ["updatedAt.desc", "id.desc", "sales.desc", "price.asc", "price.desc"] as const;

/** The category tree as indented options (every level), for pickers. */
export function categoryOptions(nodes: CategoryNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((n) => [
    { id: n.id, label: `${"\u3000".repeat(depth)}${n.name["zh-Hans"]}` },
    ...categoryOptions(n.children, depth + 1),
  ]);
}

function Import({ onDone }: { onDone: () => void }) {
  const t = useTranslations("products");
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Absolute stock figures over stock that moved since the export: only when the operator says so.
  const [overwrite, setOverwrite] = useState(false);
  const run = async (text: string, dryRun: boolean, overwriteStock = overwrite) => {
    setBusy(true);
    setError("");
    try {
      const result = await importProducts(text, dryRun, overwriteStock);
      setReport(result);
      if (result.applied) onDone();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t("importTitle")}>
      <p className="mb-2 text-sm text-gray-600">{t("importHelp")}</p>
      <label className="text-sm">
        <span className="mr-2">{t("importFile")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const text = await file.text();
            setCsv(text);
            await run(text, true);
          }}
        />
      </label>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={overwrite}
          disabled={busy}
          data-testid="import-overwrite-stock"
          onChange={async (e) => {
            setOverwrite(e.target.checked);
            if (csv) await run(csv, true, e.target.checked);
          }}
        />
        {t("importOverwriteStock")}
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {report ? (
        <div className="mt-3 text-sm" data-testid="import-report">
          {report.errors.length ? (
            <>
              <p className="font-medium text-price">{t("importBad", { count: report.errors.length })}</p>
              <ul className="mt-1 max-h-60 overflow-y-auto text-price">
                {report.errors.map((e, i) => (
                  <li key={i}>{t("importRow", { line: e.line, column: e.column, message: e.message })}</li>
                ))}
              </ul>
            </>
          ) : report.applied ? (
            <p role="status" className="text-green-800">
              {t("importDone", { created: report.created, updated: report.updated, unchanged: report.unchanged })}
            </p>
          ) : (
            <>
              <p>{t("importReady", { products: report.products, skus: report.skus })}</p>
              <Button kind="primary" className="mt-2" disabled={busy || !csv} onClick={() => csv && run(csv, false)}>
                {t("importApply")}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}

export function ProductsScreen() {
  const t = useTranslations("products");
  const can = useCan();
  const router = useRouter();
  const { values, pageIndex, set } = useQueryState(["q", "categoryId", "status", "stock", "sort"] as const);
  const [q, setQ] = useState(values.q);
  const [showImport, setShowImport] = useState(false);
  const list = useProducts({ ...present(values), pageIndex, pageSize: 20 } as ProductQuery);
  const tree = useCategories();
  const rows = list.data?.rows ?? [];
  const refresh = () => void list.mutate();
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <Link
              href="/admin/products/new"
              className="inline-flex min-h-9 items-center rounded border border-accent bg-accent px-3 text-sm font-medium text-white hover:bg-accent-dark"
            >
              {t("new")}
            </Link>
            {can("export:run") ? (
              <a
                href={productExportUrl()}
                download
                className="inline-flex min-h-9 items-center rounded border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
              >
                {t("export")}
              </a>
            ) : null}
            <Button onClick={() => setShowImport(!showImport)}>{t("import")}</Button>
          </>
        }
      />
      {showImport ? <Import onDone={refresh} /> : null}
      <FilterBar onSubmit={() => set({ q: q.trim() })}>
        <FilterSearch label={t("search")} value={q} onChange={setQ} />
        <FilterSelect
          label={t("category")}
          value={values.categoryId}
          onChange={(v) => set({ categoryId: v })}
          options={categoryOptions(tree.data?.rows ?? []).map((c) => ({ value: c.id, label: c.label }))}
        />
        <FilterSelect
          label={t("status")}
          value={values.status}
          onChange={(v) => set({ status: v })}
          options={[
            { value: "on", label: t("onSale") },
            { value: "off", label: t("offSale") },
            { value: "deleted", label: t("deleted") },
          ]}
        />
        <FilterSelect
          label={t("stock")}
          value={values.stock}
          onChange={(v) => set({ stock: v })}
          options={[
            { value: "low", label: t("lowStock") },
            { value: "out", label: t("soldOut") },
          ]}
        />
        <FilterSelect
          label={t("sort")}
          value={values.sort || sorts[0]}
          onChange={(v) => set({ sort: v })}
          options={sorts.map((s) => ({ value: s, label: t(`sorts.${s.replace(".", "_")}`) }))}
          allLabel=""
        />
      </FilterBar>
      <Table head={["", t("name"), t("category"), t("price"), t("stock"), t("sales"), t("status"), t("updatedAt"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={9}
          onRetry={refresh}
        />
        {rows.map((p) => (
          <tr key={p.id} data-testid="product-row">
            <td className="px-3 py-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own picture */}
              <img src={p.image} alt="" width={40} height={40} className="h-10 w-10 rounded bg-gray-100 object-cover" />
            </td>
            <td className="max-w-72 px-3 py-2">
              <Link href={`/admin/products/${p.id}`} className="text-accent underline">
                {p.name}
              </Link>
              <span className="block text-xs text-gray-600">
                #{p.id}
                {p.code ? ` · ${p.code}` : ""} · {t("skuCount", { count: p.skuCount })}
              </span>
            </td>
            <td className="px-3 py-2">{p.category.name}</td>
            <td className="px-3 py-2 text-right">
              <Money cents={p.price} />
            </td>
            <td className="px-3 py-2 text-right">
              {p.stock} {p.lowStock ? <Badge tone="bad">{t("lowStock")}</Badge> : null}
            </td>
            <td className="px-3 py-2 text-right">{p.sales}</td>
            <td className="px-3 py-2">
              {p.deletedAt ? (
                <Badge>{t("deleted")}</Badge>
              ) : p.isOnSale ? (
                <Badge tone="good">{t("onSale")}</Badge>
              ) : (
                <Badge tone="warn">{t("offSale")}</Badge>
              )}
            </td>
            <td className="px-3 py-2 text-xs whitespace-nowrap">
              <When at={p.updatedAt} />
            </td>
            <td className="px-3 py-2">
              {p.deletedAt ? null : (
                <span className="flex flex-wrap gap-1">
                  <Button onClick={async () => (await setOnSale(p.id, !p.isOnSale), refresh())}>
                    {p.isOnSale ? t("takeOff") : t("putOn")}
                  </Button>
                  <Button
                    onClick={async () => {
                      const copy = await duplicateProduct(p.id);
                      router.push(`/admin/products/${copy.id}`);
                    }}
                  >
                    {t("duplicate")}
                  </Button>
                  <Button
                    kind="danger"
                    onClick={async () => {
                      if (!window.confirm(t("deleteConfirm", { name: p.name }))) return;
                      await removeProduct(p.id);
                      refresh();
                    }}
                  >
                    {t("delete")}
                  </Button>
                </span>
              )}
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
