// The catalogue desk's reads and changes for the console's screens: products, stock, categories,
// translations, CSV import and export, pictures.
"use client";

import { adminApi, adminUrl, type AdminInput, type AdminResult } from "./api";
import {
  catalogueAdjust,
  catalogueCategories,
  catalogueCreate,
  catalogueCreateCategory,
  catalogueDeleteCategory,
  catalogueDuplicate,
  catalogueExportProducts,
  catalogueExportStock,
  catalogueImportProducts,
  catalogueLedger,
  catalogueLedgerEntries,
  catalogueLowStock,
  catalogueProduct,
  catalogueProducts,
  catalogueRemove,
  catalogueReorderCategories,
  catalogueSaveTranslation,
  catalogueStatus,
  catalogueBulk,
  catalogueStock,
  catalogueTranslations,
  catalogueUpdate,
  catalogueUpdateCategory,
  catalogueUpload,
  catalogueProductsOptions,
  catalogueStockOptions,
  catalogueLedgerEntriesOptions,
  catalogueAdjustOptions,
  catalogueTranslationsOptions,
} from "./api-routes.generated";
import { adminFetch } from "./fetcher";
import { useAdminRead } from "./swr";

export type ProductQuery = AdminInput<typeof catalogueProducts>;
export type ProductRow = AdminResult<typeof catalogueProducts>["rows"][number];
export type ProductDetail = AdminResult<typeof catalogueProduct>;
export type ProductInput = AdminInput<typeof catalogueCreate>;
export type ProductUpdate = Omit<AdminInput<typeof catalogueUpdate>, "id">;
export type StockRow = AdminResult<typeof catalogueStock>["rows"][number];
export type StockQuery = AdminInput<typeof catalogueStock>;
export type LedgerRow = AdminResult<typeof catalogueLedger>["rows"][number];
export type LedgerEntryQuery = AdminInput<typeof catalogueLedgerEntries>;
export type LedgerEntryRow = AdminResult<typeof catalogueLedgerEntries>["rows"][number];
export type CategoryNode = AdminResult<typeof catalogueCategories>["rows"][number];
export type CategoryInput = AdminInput<typeof catalogueCreateCategory>;
export type TranslationQuery = AdminInput<typeof catalogueTranslations>;
export type TranslationRow = AdminResult<typeof catalogueTranslations>["rows"][number];
export type ImportReport = AdminResult<typeof catalogueImportProducts>;

/** The registry's choices for the catalogue's lists and forms: sorts, filters, stock reasons. */
export const productListOptions = catalogueProductsOptions;
export const stockListOptions = catalogueStockOptions;
export const stockAdjustOptions = catalogueAdjustOptions;
export const ledgerEntryOptions = catalogueLedgerEntriesOptions;
export const translationListOptions = catalogueTranslationsOptions;

export const useProducts = (query: ProductQuery) => useAdminRead(catalogueProducts, query);
/** Products for a picker: what was typed (any word of a name in any language, a code, an id), ten at most. */
export const useProductSearch = (text: string) =>
  useAdminRead(catalogueProducts, { q: text || undefined, pageSize: 10 }, { keepPreviousData: true });
/** Exactly these products (what a picker holds); nothing to read for none. */
export const useProductsByIds = (ids: readonly number[]) =>
  useAdminRead(catalogueProducts, ids.length ? { ids: ids.join(","), pageSize: 100, status: undefined } : null);
export const useProduct = (id: number | null) =>
  useAdminRead(catalogueProduct, id === null ? null : { id }, { revalidateOnFocus: false });
export const useStock = (query: StockQuery) => useAdminRead(catalogueStock, query);
/** A SKU's ledger, filtered (kind, order, days) as the server validates the query. */
export const useLedger = (id: number, query: Record<string, string | number | undefined> = {}) =>
  useAdminRead(catalogueLedger, { ...query, id } as AdminInput<typeof catalogueLedger>);
/** The whole ledger (every SKU's movements), filtered by SKU, kind, order and shop days. */
export const useLedgerEntries = (query: LedgerEntryQuery) => useAdminRead(catalogueLedgerEntries, query);
export const useCategories = () => useAdminRead(catalogueCategories, {});
export const useTranslations = (query: TranslationQuery) => useAdminRead(catalogueTranslations, query);

export const createProduct = (input: ProductInput) => adminApi(catalogueCreate, input, { silent: true });
export const saveProduct = (id: number, input: ProductUpdate) =>
  adminApi(catalogueUpdate, { ...input, id }, { silent: true });
export const removeProduct = (id: number) => adminApi(catalogueRemove, { id });
export const duplicateProduct = (id: number) => adminApi(catalogueDuplicate, { id });
export const setOnSale = (id: number, isOnSale: boolean) => adminApi(catalogueStatus, { id, isOnSale });

export type BulkChange = AdminInput<typeof catalogueBulk>;
export type BulkResult = AdminResult<typeof catalogueBulk>;
/** Previews (`confirm` false) or applies a bulk change of products; errors come back to the panel. */
export const bulkChange = (input: BulkChange) => adminApi(catalogueBulk, input, { silent: true });
export const adjustStock = (input: AdminInput<typeof catalogueAdjust>) =>
  adminApi(catalogueAdjust, input, { silent: true });
export const setLowStock = (input: AdminInput<typeof catalogueLowStock>) =>
  adminApi(catalogueLowStock, input, { silent: true });
export const createCategory = (input: CategoryInput) => adminApi(catalogueCreateCategory, input, { silent: true });
export const updateCategory = (input: AdminInput<typeof catalogueUpdateCategory>) =>
  adminApi(catalogueUpdateCategory, input, { silent: true });
export const deleteCategory = (id: number) => adminApi(catalogueDeleteCategory, { id });
export const reorderCategories = (parentId: number | null, ids: number[]) =>
  adminApi(catalogueReorderCategories, { parentId, ids });
export const saveTranslation = (input: AdminInput<typeof catalogueSaveTranslation>) =>
  adminApi(catalogueSaveTranslation, input, { silent: true });
export const importProducts = (csv: string, dryRun: boolean, overwriteStock = false) =>
  adminApi(catalogueImportProducts, { csv, dryRun, overwriteStock }, { silent: true });
export const productExportUrl = () => adminUrl(catalogueExportProducts);
export const stockExportUrl = () => adminUrl(catalogueExportStock);

/**
 * Uploads pictures as multipart/form-data (checked by the server like a shopper's uploads), through
 * the same transport as every call; answers their addresses. Every screen that uploads uses this one.
 */
export async function uploadPictures(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append("file", file);
  const { rows } = await adminFetch<AdminResult<typeof catalogueUpload>>(catalogueUpload.split(" ")[1], {
    method: "POST",
    body: form,
    silent: true,
  });
  return rows.map((r) => r.url);
}
