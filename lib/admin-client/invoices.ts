// Invoices (发票) for the console (docs/decisions/047-invoices.md): the orders waiting for one, issuing
// it by number, and attaching its PDF (sent whole as application/pdf; the server checks it).
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import { ordersAttachInvoice, ordersInvoices, ordersIssueInvoice } from "./api-routes.generated";
import { adminFetch } from "./fetcher";
import { useAdminRead } from "./swr";

export type InvoiceQuery = AdminInput<typeof ordersInvoices>;
export type InvoiceRow = AdminResult<typeof ordersInvoices>["rows"][number];

export const useInvoices = (query: InvoiceQuery) => useAdminRead(ordersInvoices, query);

export const issueInvoice = (orderId: number, number: string) =>
  adminApi(ordersIssueInvoice, { id: orderId, number }, { silent: true });

export const attachInvoicePdf = (orderId: number, file: Blob) =>
  adminFetch<AdminResult<typeof ordersAttachInvoice>>(
    ordersAttachInvoice.split(" ")[1].replace("{id}", String(orderId)),
    { method: "POST", body: new Blob([file], { type: "application/pdf" }), silent: true },
  );
