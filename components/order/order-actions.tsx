// What the shopper can do with an order next, from the server's `actions`: pay, cancel, confirm
// receipt, complete, follow the parcel, apply for a refund or return, review, buy again, delete. Two
// as buttons, the rest under "more" (one row at 320 px); delete only as the server allows it.
// Each move answers the updated order (re-buy answers the cart lines, delete nothing to show).
"use client";

import { useEffect, useId, useRef, useState } from "react";
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
  const plain = `${base} border-gray-300 text-gray-600`;
  const strong = `${base} border-accent text-accent`;
  // Most wanted first. The first two show as buttons (the first rightmost, where the thumb is); the
  // rest go under "more", so the bar is one row even at 320 px with the longest labels (ja).
  const all: (Action | false)[] = [
    a.pay && {
      key: "pay",
      label: t("pay"),
      href: `/orders/${order.id}/pay`,
      style: `${base} border-price bg-price text-white`,
    },
    a.confirmReceipt && {
      key: "confirmReceipt",
      label: t("confirmReceipt"),
      style: strong,
      run: () => move(confirmReceipt, t("receiptConfirm"), t("received"), t("confirmReceipt")),
    },
    (a.review || a.followUp) && {
      key: "review",
      label: a.review ? t("review") : t("followUp"),
      href: `/orders/${order.id}/review`,
      style: strong,
    },
    (a.refund || a.return) && {
      key: "afterSale",
      label: a.refund ? t("refund") : t("return"),
      href: `/orders/${order.id}/after-sale`,
      style: plain,
    },
    a.cancel && {
      key: "cancel",
      label: t("cancel"),
      style: plain,
      run: () => move(cancelOrder, t("cancelConfirm"), t("cancelled"), t("cancel"), true),
    },
    a.rebuy && { key: "rebuy", label: t("rebuy"), style: plain, run: rebuy },
    a.complete && {
      key: "complete",
      label: t("complete"),
      style: plain,
      run: () => move(completeOrder, t("completeConfirm"), t("completed"), t("complete")),
    },
    a.trajectory && { key: "trajectory", label: t("trajectory"), href: `/orders/${order.id}/trajectory`, style: plain },
    showDetail && { key: "detail", label: t("viewDetail"), href: `/orders/${order.id}`, style: plain },
    // Never while an after-sales request of the order is open: the server says so in `actions.delete`.
    a.delete && { key: "delete", label: t("delete"), style: plain, run: remove },
  ];
  const actions = all.filter((x): x is Action => x !== false);
  // Reading order left to right: the most wanted last, at the right edge.
  const shown = actions.slice(0, INLINE).reverse();
  const more = actions.slice(INLINE);
  if (actions.length === 0) return <>{confirmSheet}</>;
  return (
    <div className="flex items-center gap-2" data-testid="order-actions">
      {more.length ? <MoreMenu label={t("more")} actions={more} busy={busy} /> : null}
      <div className="ml-auto flex gap-2">
        {shown.map((x) =>
          x.href ? (
            <Link key={x.key} href={x.href} className={`${x.style} shrink-0 whitespace-nowrap`}>
              {x.label}
            </Link>
          ) : (
            <button
              key={x.key}
              type="button"
              disabled={busy}
              className={`${x.style} shrink-0 whitespace-nowrap`}
              onClick={() => void x.run?.()}
            >
              {x.label}
            </button>
          ),
        )}
      </div>
      {confirmSheet}
    </div>
  );
}

type Action = { key: string; label: string; style: string; href?: string; run?: () => Promise<void> };

/** How many actions show as buttons; the rest are under "more". */
const INLINE = 2;

/** "More": a menu of the less wanted actions, opening upwards (the bar sits at the screen's foot). */
function MoreMenu({ label, actions, busy }: { label: string; actions: Action[]; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);
  const item = "block w-full px-4 py-2.5 text-left text-sm whitespace-nowrap text-gray-700 disabled:opacity-50";
  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex h-8 items-center px-1 text-xs text-gray-600"
      >
        {label}
      </button>
      {open ? (
        <div
          id={id}
          role="menu"
          aria-label={label}
          className="absolute bottom-full left-0 z-40 mb-1 min-w-32 overflow-hidden rounded-lg border border-gray-100 bg-white py-1 shadow-lg"
        >
          {actions.map((x) =>
            x.href ? (
              <Link key={x.key} role="menuitem" href={x.href} className={item} onClick={() => setOpen(false)}>
                {x.label}
              </Link>
            ) : (
              <button
                key={x.key}
                type="button"
                role="menuitem"
                disabled={busy}
                className={item}
                onClick={() => {
                  setOpen(false);
                  void x.run?.();
                }}
              >
                {x.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
