// Invoices (发票) for the shop's screens (docs/decisions/047-invoices.md): the titles the shopper used
// (offered at checkout), and the download of an issued invoice's PDF — fetched with the session's token
// (it is the shopper's alone), then handed to the browser as a file.
"use client";

import { apiUrl } from "./api";
import { orderInvoiceFile, orderInvoiceTitles } from "./routes/order.generated";
import { currentLocale } from "./locale-path";
import { isLoggedIn, readSession } from "./session";
import { useApi } from "./swr";

export const useInvoiceTitles = (enabled: boolean) => useApi(orderInvoiceTitles, enabled ? {} : null);

/** Downloads the PDF of order `id`'s invoice; false when it could not be fetched (the caller says so). */
export async function downloadInvoice(id: number): Promise<boolean> {
  const session = readSession();
  const headers: Record<string, string> = { "x-locale": currentLocale() };
  if (isLoggedIn(session)) headers.authorization = `Bearer ${session.token}`;
  try {
    const res = await fetch(apiUrl(orderInvoiceFile, { id }), { headers });
    if (!res.ok) return false;
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `invoice-${id}.pdf`;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
