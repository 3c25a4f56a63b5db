// What the shopper can do with an order next, from the server's `actions`: pay, cancel, confirm
// receipt, complete, follow the parcel, apply for a refund or return, review, buy again, delete.
// Each move answers the updated order (re-buy answers the cart lines, delete nothing to show).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { markBadgesStale } from "@/lib/client/badges-signal";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useConfirm } from "@/components/ui/confirm-sheet";
import {
  cancelOrder,
  completeOrder,
  confirmReceipt,
  deleteOrder,
  rebuyOrder,
  type OrderView,
} from "@/lib/client/orders";

type Props = {
  order: Pick<OrderView, "id" | "actions">;
  onChanged: (order: OrderView | null) => void;
  showDetail?: boolean;
};

const base = "inline-flex h-8 items-center rounded-full border px-3.5 text-xs";

export function OrderActions({ order, onChanged, showDetail = false }: Props) {
  const t = useTranslations("order");
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const rebuy = async () => {
    setBusy(true);
    try {
      const added = await rebuyOrder(order.id);
      showToast(added.skipped.length ? t("rebuySkipped", { count: added.skipped.length }) : t("rebuyDone"), "success");
      router.push("/cart");
    } catch {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirm({ message: t("deleteConfirm"), confirmLabel: t("delete"), danger: true }))) return;
    setBusy(true);
    try {
      await deleteOrder(order.id);
      showToast(t("deleted"), "success");
      onChanged(null);
    } catch {
      // The fetcher toasted why.
    } finally {
      setBusy(false);
    }
  };
  const [confirm, confirmSheet] = useConfirm();

  const move = async (
    write: (id: number) => Promise<OrderView>,
    confirmText: string,
    done: string,
    confirmLabel: string,
    danger = false,
  ) => {
    if (!(await confirm({ message: confirmText, confirmLabel, danger }))) return;
    setBusy(true);
    try {
      onChanged(await write(order.id));
      showToast(done, "success");
      void markBadgesStale();
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
      {a.delete ? (
        <button
          type="button"
          disabled={busy}
          className={`${base} border-gray-300 text-gray-600`}
          onClick={() => void remove()}
        >
          {t("delete")}
        </button>
      ) : null}
      {a.refund || a.return ? (
        <Link href={`/orders/${order.id}/after-sale`} className={`${base} border-gray-300 text-gray-600`}>
          {a.refund ? t("refund") : t("return")}
        </Link>
      ) : null}
      {a.rebuy ? (
        <button
          type="button"
          disabled={busy}
          className={`${base} border-gray-300 text-gray-600`}
          onClick={() => void rebuy()}
        >
          {t("rebuy")}
        </button>
      ) : null}
      {a.cancel ? (
        <button
          type="button"
          disabled={busy}
          className={`${base} border-gray-300 text-gray-600`}
          onClick={() => void move(cancelOrder, t("cancelConfirm"), t("cancelled"), t("cancel"), true)}
        >
          {t("cancel")}
        </button>
      ) : null}
      {a.confirmReceipt ? (
        <button
          type="button"
          disabled={busy}
          className={`${base} border-accent text-accent`}
          onClick={() => void move(confirmReceipt, t("receiptConfirm"), t("received"), t("confirmReceipt"))}
        >
          {t("confirmReceipt")}
        </button>
      ) : null}
      {a.review || a.followUp ? (
        <Link href={`/orders/${order.id}/review`} className={`${base} border-accent text-accent`}>
          {a.review ? t("review") : t("followUp")}
        </Link>
      ) : null}
      {a.complete ? (
        <button
          type="button"
          disabled={busy}
          className={`${base} border-accent text-accent`}
          onClick={() => void move(completeOrder, t("completeConfirm"), t("completed"), t("complete"))}
        >
          {t("complete")}
        </button>
      ) : null}
      {a.pay ? (
        <Link href={`/orders/${order.id}/pay`} className={`${base} border-price bg-price text-white`}>
          {t("pay")}
        </Link>
      ) : null}
      {confirmSheet}
    </div>
  );
}
