// What the shopper can do with an order next, from the server's `actions`: pay, cancel, confirm
// receipt, complete, follow the parcel. Each move answers the updated order.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiPost } from "@/lib/client/fetcher";
import { showToast } from "@/lib/client/toast";
import { Link } from "@/lib/i18n/navigation";
import type { OrderView } from "@/lib/services/order-view";

type Props = { order: Pick<OrderView, "id" | "actions">; onChanged: (order: OrderView) => void; showDetail?: boolean };

const base = "inline-flex h-8 items-center rounded-full border px-3.5 text-xs";

export function OrderActions({ order, onChanged, showDetail = false }: Props) {
  const t = useTranslations("order");
  const [busy, setBusy] = useState(false);

  const move = async (path: string, confirmText: string, done: string) => {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    try {
      onChanged(await apiPost<OrderView>(path, { id: order.id }));
      showToast(done, "success");
    } catch {
      // The fetcher toasted why (e.g. the order moved on meanwhile).
    } finally {
      setBusy(false);
    }
  };

  const a = order.actions;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showDetail ? (
        <Link href={`/orders/${order.id}`} className={`${base} border-gray-300 text-gray-600`}>
          {t("viewDetail")}
        </Link>
      ) : null}
      {a.trajectory ? (
        <Link href={`/orders/${order.id}/trajectory`} className={`${base} border-gray-300 text-gray-600`}>
          {t("trajectory")}
        </Link>
      ) : null}
      {a.cancel ? (
        <button type="button" disabled={busy} className={`${base} border-gray-300 text-gray-600`} onClick={() => void move("/api/v1/cancel-order", t("cancelConfirm"), t("cancelled"))}>
          {t("cancel")}
        </button>
      ) : null}
      {a.confirmReceipt ? (
        <button type="button" disabled={busy} className={`${base} border-accent text-accent`} onClick={() => void move("/api/v1/confirm-receipt", t("receiptConfirm"), t("received"))}>
          {t("confirmReceipt")}
        </button>
      ) : null}
      {a.complete ? (
        <button type="button" disabled={busy} className={`${base} border-accent text-accent`} onClick={() => void move("/api/v1/complete-order", t("completeConfirm"), t("completed"))}>
          {t("complete")}
        </button>
      ) : null}
      {a.pay ? (
        <Link href={`/orders/${order.id}/pay`} className={`${base} border-price bg-price text-white`}>
          {t("pay")}
        </Link>
      ) : null}
    </div>
  );
}
