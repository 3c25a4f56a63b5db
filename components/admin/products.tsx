// The product list on the console's frame: search (an id, a product or SKU code, a word anywhere in a
// name in any language), category, on/off sale or deleted, low or sold-out stock; the registry's
// sorts; on/off sale, duplicate and delete from the row; CSV export and import.
"use client";

import { Link } from "@/components/admin/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  duplicateProduct,
  productExportUrl,
  productListOptions,
  removeProduct,
  setOnSale,
  useCategories,
  useProducts,
  type ProductQuery,
  type ProductRow,
} from "@/lib/admin-client/catalogue";
import type { Locale } from "@/lib/domain/locales";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { useCan } from "./operator-context";
import { categoryOptions } from "./pickers/category-options";
import { ProductBulk } from "./product-bulk";
import { ProductImport } from "./product-import";
import { showToast } from "@/lib/client/toast";
import { Badge, Button, LinkButton, Money, PageHeader, When } from "./ui";
import { CategoryOptionList } from "./pickers/category-option-list";

function Name({ product }: { product: ProductRow }) {
  const t = useTranslations("products");
  return (
    <>
      <Link href={`/admin/products/${product.id}`} className="text-accent underline">
        {product.name}
      </Link>
      <span className="block text-xs font-normal text-gray-600">
        #{product.id}
        {product.code ? ` · ${product.code}` : ""} · {t("skuCount", { count: product.skuCount })}
      </span>
    </>
  );
}

function State({ product }: { product: ProductRow }) {
  const t = useTranslations("products");
  if (product.deletedAt) return <Badge>{t("deleted")}</Badge>;
  return product.isOnSale ? <Badge tone="good">{t("onSale")}</Badge> : <Badge tone="warn">{t("offSale")}</Badge>;
}

function Stock({ product }: { product: ProductRow }) {
  const t = useTranslations("products");
  return (
    <>
      {product.stock} {product.lowStock ? <Badge tone="bad">{t("lowStock")}</Badge> : null}
    </>
  );
}

function Actions({ product, refresh }: { product: ProductRow; refresh: () => void }) {
  const t = useTranslations("products");
  const router = useRouter();
  if (product.deletedAt) return null;
  return (
    <span className="flex flex-wrap gap-1">
      <Button onClick={async () => (await setOnSale(product.id, !product.isOnSale), refresh())}>
        {product.isOnSale ? t("takeOff") : t("putOn")}
      </Button>
      <Button onClick={async () => router.push(`/admin/products/${(await duplicateProduct(product.id)).id}`)}>
        {t("duplicate")}
      </Button>
      <Button
        kind="danger"
        onClick={async () => {
          if (!window.confirm(t("deleteConfirm", { name: product.name }))) return;
          await removeProduct(product.id);
          refresh();
        }}
      >
        {t("delete")}
      </Button>
    </span>
  );
}

/** The category filter: the tree as indented options in the console's language. */
function CategoryFilter({ value, set }: { value: string; set: (v: string) => void }) {
  const t = useTranslations("products");
  const tf = useTranslations("frame");
  return (
    <label className="text-sm">
      <span className="mb-1 block text-gray-700">{t("category")}</span>
      <select
        className="block w-full rounded border border-gray-300 bg-white px-2.5 py-1.5 text-sm"
        value={value}
        onChange={(e) => set(e.target.value)}
      >
        <CategoryOptionList none={tf("all")} />
      </select>
    </label>
  );
}

function CategoryChip({ id }: { id: string }) {
  const locale = useLocale() as Locale;
  const tree = useCategories();
  return <>{categoryOptions(tree.data?.rows ?? [], locale).find((c) => String(c.id) === id)?.path ?? `#${id}`}</>;
}

export const productList: ListSpec<ProductRow> = {
  id: "products",
  rowTestId: "product-row",
  rowKey: (p) => p.id,
  pageSize: 20,
  useRows: (query) => useProducts(query as ProductQuery),
  filters: [
    { id: "q", kind: "search", label: "products.search", placeholder: "products.searchHint" },
    {
      id: "categoryId",
      kind: "custom",
      label: "products.category",
      render: (value, set) => <CategoryFilter value={value} set={set} />,
      chip: (id) => <CategoryChip id={id} />,
    },
    {
      id: "status",
      kind: "select",
      label: "products.status",
      options: productListOptions.status,
      optionLabel: (v) => `products.statuses.${v}`,
    },
    {
      id: "stock",
      kind: "select",
      label: "products.stock",
      options: productListOptions.stock,
      optionLabel: (v) => `products.stocks.${v}`,
    },
  ],
  sorts: { values: productListOptions.sort, label: (s) => `products.sorts.${s.replace(".", "_")}` },
  columns: [
    {
      id: "image",
      label: "",
      cell: (p) => (
        // eslint-disable-next-line @next/next/no-img-element -- the shop's own picture
        <img src={p.image} alt="" width={40} height={40} className="h-10 w-10 rounded bg-gray-100 object-cover" />
      ),
    },
    { id: "name", label: "products.name", primary: true, className: "max-w-72", cell: (p) => <Name product={p} /> },
    { id: "category", label: "products.category", optional: "shown", cell: (p) => p.category.name },
    { id: "price", label: "products.price", align: "end", cell: (p) => <Money cents={p.price} /> },
    { id: "stock", label: "products.stock", align: "end", cell: (p) => <Stock product={p} /> },
    { id: "sales", label: "products.sales", align: "end", optional: "shown", cell: (p) => p.sales },
    { id: "status", label: "products.status", cell: (p) => <State product={p} /> },
    {
      id: "updatedAt",
      label: "products.updatedAt",
      optional: "hidden",
      className: "whitespace-nowrap text-xs",
      cell: (p) => <When at={p.updatedAt} />,
    },
    { id: "actions", label: "", cell: (p, list) => <Actions product={p} refresh={list.refresh} /> },
  ],
};

export function ProductsScreen() {
  const t = useTranslations("products");
  const tb = useTranslations("bulk");
  const can = useCan();
  const [showImport, setShowImport] = useState(false);
  const { state, read } = useUrlList(productList);
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton kind="primary" href="/admin/products/new">
              {t("new")}
            </LinkButton>
            {can("export:run") ? (
              <LinkButton href={productExportUrl()} download>
                {t("export")}
              </LinkButton>
            ) : null}
            <Button onClick={() => setShowImport(!showImport)}>{t("import")}</Button>
          </>
        }
      />
      {showImport ? <ProductImport onDone={() => void read.mutate()} /> : null}
      <ListFrame
        spec={productList}
        state={state}
        read={read}
        selectLabel={(p) => tb("select", { name: p.name })}
        bulk={(selected, clear) => (
          <ProductBulk
            selected={selected}
            done={(applied) => {
              clear();
              if (applied) {
                showToast(tb("applied"), "success");
                void read.mutate();
              }
            }}
          />
        )}
      />
    </>
  );
}
