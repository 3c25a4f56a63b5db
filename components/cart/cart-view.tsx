// The cart tab: a login prompt for visitors; for shoppers the lines with check marks, quantity
// steppers and removal (all optimistic), select all, the total of the checked lines, and checkout to
// the confirm screen (the checked line ids go into lifeData.$order).
"use client";

import { useCallback, useDeferredValue, useState } from "react";
import { useTranslations } from "next-intl";
import { goToLogin } from "@/lib/client/fetcher";
import { addToCart, useCart, type CartRow } from "@/lib/client/cart";
import { FreeShippingNote } from "@/components/shop/free-shipping-note";
import { useRouter } from "@/lib/i18n/navigation";
import { EmptyState, GoShopping } from "@/components/ui/empty-state";
import { useShopSettings } from "@/lib/client/shop";
import { useConfirm } from "@/components/ui/confirm-sheet";
import { ListError, ListSkeleton } from "@/components/engagement/list-states";
import { useLoggedIn } from "@/lib/client/session";
import { updateOrderDraft } from "@/lib/client/order-draft";
import { CART_TABLE_COLUMNS, CartLine } from "./cart-line";
import { CartFooter } from "./cart-footer";

// Shown only after a quick delete: loaded then, not with the cart (page weight, decision 007).
let undoView: typeof import("./undo-bar") | null = null;

export function CartView() {
  const t = useTranslations("cart");
  const loggedIn = useLoggedIn();
  const router = useRouter();
  const cart = useCart(loggedIn === true);
  // The cart's first answer renders in a deferred pass, which React splits into short slices: rendering
  // the lines at once when the cart answered was the longest task after the page's start (about 40 ms
  // of a fast desktop's time, 170 ms on Lighthouse's mid-range phone), keeping taps waiting meanwhile.
  // Only the first: once lines are on screen, a tap's change (a check, a quantity) renders at once — a
  // deferred pass would show the tapped box unchanged until the browser had time for it (the cart e2e
  // saw "select all" still unchecked after its click on a loaded machine).
  const firstAnswer = useDeferredValue(cart.data);
  const data = firstAnswer ? cart.data : firstAnswer;
  // The lines' prices need the shop's currency (the cart is a static page: the server does not hand it
  // down). Asked for here, with the cart, not by the first price that mounts: the two reads go out
  // together and the lines render once, with their prices, instead of blank prices and a second render
  // of every line when the currency answers. If it cannot be read, the lines show without it.
  const settings = useShopSettings(loggedIn === true);
  const currencyPending = !settings.data && !settings.error;
  const [managing, setManaging] = useState(false);
  const [confirm, confirmSheet] = useConfirm();
  const [undoable, setUndoable] = useState<CartRow | null>(null);
  const clearUndo = useCallback(() => setUndoable(null), []);

  const removeAsking = async (ids: number[], message: string) => {
    if (await confirm({ message, confirmLabel: t("remove"), danger: true })) void cart.remove(ids);
  };
  const quickRemove = (row: CartRow) => {
    void cart.remove([row.id]);
    import("./undo-bar").then(
      (m) => {
        undoView = m;
        setUndoable(row);
      },
      // Without the bar the line is simply removed, as with the ✕.
      () => undefined,
    );
  };
  // Undo puts the same SKU and quantity back (a new line; the old one is gone on the server), in its place.
  const undo = async (row: CartRow) => {
    setUndoable(null);
    // Back where it was: the line keeps the time it was first added (the cart lists the newest first).
    await addToCart({ skuId: row.skuId, quantity: row.quantity, addedAt: row.addedAt }).catch(() => undefined);
  };

  const undoBar =
    undoable && undoView ? (
      <undoView.UndoBar name={undoable.name} onUndo={() => void undo(undoable)} onExpire={clearUndo} />
    ) : null;

  if (loggedIn === null) return <ListSkeleton rows={3} height="h-24" />;
  if (!loggedIn) {
    return (
      <EmptyState
        icon="🛒"
        title={t("loginPrompt")}
        action={
          <button type="button" onClick={() => goToLogin()} className="rounded-full bg-accent px-5 py-2 text-white">
            {t("login")}
          </button>
        }
      />
    );
  }
  if (cart.error && !data) return <ListError onRetry={() => void cart.reload()} />;
  if (!data || (data.rows.length > 0 && currencyPending)) return <ListSkeleton rows={3} height="h-24" />;

  const rows = data.rows;
  if (rows.length === 0) {
    return (
      <>
        <EmptyState icon="🛒" title={t("empty")} action={<GoShopping label={t("goShopping")} />} />
        {undoBar}
      </>
    );
  }

  const selectable = rows.filter((r) => r.available);
  const checked = selectable.filter((r) => r.checked);
  const allChecked = selectable.length > 0 && checked.length === selectable.length;
  const total = checked.reduce((sum, r) => sum + r.price * r.quantity, 0);

  const checkout = () => {
    updateOrderDraft({ carts: checked.map((r) => r.id), sku: null });
    router.push("/order/confirm");
  };

  return (
    <>
      <div className="flex items-center justify-between px-3 py-2 text-xs text-gray-500 lg:px-6">
        <span>
          {t("count", { count: rows.length })}
          {/* No swiping with a mouse: a desktop deletes from the table's own column. */}
          <span className="lg:hidden"> · {t("swipeHint")}</span>
        </span>
        <button type="button" onClick={() => setManaging((m) => !m)} className="px-2 py-1 text-accent">
          {managing ? t("done") : t("manage")}
        </button>
      </div>
      {/* The table's column heads from 1024 px (the lines are its rows, cart-line.tsx). */}
      <div
        aria-hidden
        className={`hidden border-b border-gray-200 bg-white py-3 text-sm text-gray-500 ${CART_TABLE_COLUMNS}`}
      >
        <span />
        <span className="col-span-2">{t("colProduct")}</span>
        <span>{t("colUnitPrice")}</span>
        <span>{t("colQuantity")}</span>
        <span>{t("colSubtotal")}</span>
        <span>{t("colActions")}</span>
      </div>
      <ul className="space-y-px pb-24" aria-label={t("title")}>
        {rows.map((row) => (
          <CartLine
            key={row.id}
            row={row}
            onCheck={(c) => void cart.edit([row.id], { checked: c })}
            onQuantity={(q) => void cart.edit([row.id], { quantity: q })}
            onRemove={() => void removeAsking([row.id], t("removeConfirm"))}
            onQuickRemove={() => quickRemove(row)}
          />
        ))}
      </ul>
      <CartFooter
        allChecked={allChecked}
        checkedCount={checked.length}
        total={total}
        managing={managing}
        onToggleAll={() =>
          selectable.length &&
          void cart.edit(
            selectable.map((r) => r.id),
            { checked: !allChecked },
          )
        }
        onCheckout={checkout}
        note={data.freeShipping && checked.length ? <FreeShippingNote status={data.freeShipping} /> : null}
        onRemoveChecked={() =>
          void removeAsking(
            checked.map((r) => r.id),
            t("removeCheckedConfirm", { count: checked.length }),
          )
        }
      />
      {undoBar}
      {confirmSheet}
    </>
  );
}
