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
  catalogueLowStock,
  catalogueProduct,
  catalogueProducts,
  catalogueRemove,
  catalogueReorderCategories,
  catalogueSaveTranslation,
  catalogueStatus,
  catalogueStock,
  catalogueTranslations,
  catalogueUpdate,
  catalogueUpdateCategory,
  catalogueUpload,
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
export type CategoryNode = AdminResult<typeof catalogueCategories>["rows"][number];
export type CategoryInput = AdminInput<typeof catalogueCreateCategory>;
export type TranslationQuery = AdminInput<typeof catalogueTranslations>;
export type TranslationRow = AdminResult<typeof catalogueTranslations>["rows"][number];
export type ImportReport = AdminResult<typeof catalogueImportProducts>;

export const useProducts = (query: ProductQuery) => useAdminRead(catalogueProducts, query);
export const useProduct = (id: number | null) =>
  useAdminRead(catalogueProduct, id === null ? null : { id }, { revalidateOnFocus: false });
export const useStock = (query: StockQuery) => useAdminRead(catalogueStock, query);
export const useLedger = (id: number | null) =>
  useAdminRead(catalogueLedger, id === null ? null : { id, pageSize: 20 });
export const useCategories = () => useAdminRead(catalogueCategories, {});
export const useTranslations = (query: TranslationQuery) => useAdminRead(catalogueTranslations, query);

export const createProduct = (input: ProductInput) => adminApi(catalogueCreate, input, { silent: true });
export const saveProduct = (id: number, input: ProductUpdate) =>
  adminApi(catalogueUpdate, { ...input, id }, { silent: true });
export const removeProduct = (id: number) => adminApi(catalogueRemove, { id });
export const duplicateProduct = (id: number) => adminApi(catalogueDuplicate, { id });
export const setOnSale = (id: number, isOnSale: boolean) => adminApi(catalogueStatus, { id, isOnSale });
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

/** Uploads pictures (checked by the server like a shopper's); answers their addresses. */
export function uploadPictures(files: File[]): Promise<AdminResult<typeof catalogueUpload>> {
  const form = new FormData();
  for (const file of files) form.append("file", file);
  return adminFetch(catalogueUpload.slice(catalogueUpload.indexOf(" ") + 1), {
    method: "POST",
    body: form,
    silent: true,
  });
}
