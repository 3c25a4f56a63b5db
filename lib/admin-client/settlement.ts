// The daily settlement and the reconciliation: reads, the CSV and statement links, the import.
"use client";

import { adminApi, adminUrl, type AdminInput, type AdminResult } from "./api";
import {
  settlementDownload,
  settlementExport,
  settlementImport,
  settlementList,
  settlementReconciliation,
  settlementStatement,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type SettlementQuery = AdminInput<typeof settlementList>;
export type SettlementData = AdminResult<typeof settlementList>;
export type SettlementRow = SettlementData["rows"][number];
export type Reconciliation = NonNullable<AdminResult<typeof settlementReconciliation>["reconciliation"]>;
export type ReconcileChannel = Reconciliation["channel"];

export const useSettlement = (query: SettlementQuery) => useAdminRead(settlementList, query);
export const useReconciliation = (input: AdminInput<typeof settlementReconciliation> | null) =>
  useAdminRead(settlementReconciliation, input, { shouldRetryOnError: false });
export const settlementExportUrl = (query: SettlementQuery) => adminUrl(settlementExport, query);
export const statementUrl = (input: AdminInput<typeof settlementStatement>) => adminUrl(settlementStatement, input);

/** The file's bytes in base64, as the import takes them (an Alipay bill is a ZIP). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const importStatement = async (channel: ReconcileChannel, day: string, file: Blob) =>
  adminApi(settlementImport, { channel, day, file: await base64Of(file) }, { silent: true });
export const downloadStatement = (channel: ReconcileChannel, day: string) =>
  adminApi(settlementDownload, { channel, day }, { silent: true });
