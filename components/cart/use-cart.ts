// The cart, read through the small resource cache (lib/client/resource.ts), keyed by its API path.
// Edits are optimistic: the screen changes at once, the server's answer replaces the guess, and a
// refused edit rolls back (the fetcher toasts why).
"use client";

import { apiPost } from "@/lib/client/fetcher";
import { markBadgesStale } from "@/lib/client/badges-signal";
import { invalidate, setResource, useResource } from "@/lib/client/resource";
import type { CartRow } from "@/lib/services/cart";

export const CART_KEY = "/api/v1/cart-index";

type Cart = { rows: CartRow[] };

const rowsOf = (cart: Cart | undefined) => cart?.rows ?? [];

function patchRows(cart: Cart | undefined, ids: number[], patch: Partial<Pick<CartRow, "quantity" | "checked">>): Cart {
  const set = new Set(ids);
  return { rows: rowsOf(cart).map((r) => (set.has(r.id) ? { ...r, ...patch } : r)) };
}

function mergeRows(cart: Cart | undefined, changed: CartRow[]): Cart {
  const byId = new Map(changed.map((r) => [r.id, r]));
  return { rows: rowsOf(cart).map((r) => byId.get(r.id) ?? r) };
}

/** The cart changed elsewhere (an order placed, a re-buy, an add on the goods screen): read it again. */
export const cartChanged = () => invalidate(CART_KEY);

/** Shows `guess` at once, then the server's answer; puts the cart back as it was when the write fails. */
async function optimistic(guess: (cart: Cart | undefined) => Cart, write: () => Promise<(cart: Cart | undefined) => Cart>): Promise<void> {
  let before: Cart | undefined;
  setResource<Cart>(CART_KEY, (cart) => ((before = cart), guess(cart)));
  try {
    const settle = await write();
    setResource<Cart>(CART_KEY, settle);
  } catch {
    setResource<Cart>(CART_KEY, () => before ?? { rows: [] });
  }
}

export function useCart(enabled: boolean) {
  const { data, error, reload } = useResource<Cart>(enabled ? CART_KEY : null);

  const edit = (ids: number[], patch: { quantity?: number; checked?: boolean }) =>
    optimistic(
      (cart) => patchRows(cart, ids, patch),
      async () => {
        const body = ids.length === 1 ? { id: ids[0], ...patch } : { ids, checked: patch.checked };
        const res = await apiPost<Cart>("/api/v1/cart-edit", body);
        return (cart) => mergeRows(cart, res.rows);
      },
    );

  const remove = (ids: number[]) => {
    const set = new Set(ids);
    const without = (cart: Cart | undefined) => ({ rows: rowsOf(cart).filter((r) => !set.has(r.id)) });
    return optimistic(without, async () => {
      await apiPost("/api/v1/cart-delete", { ids });
      void markBadgesStale();
      return without;
    });
  };

  return { data, error, reload, edit, remove };
}
