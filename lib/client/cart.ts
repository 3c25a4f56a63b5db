// The cart, read through the small resource cache (resource.ts; the cart screen is on the page-weight
// budget), keyed by its API URL. Edits are optimistic: the screen changes at once, the server's answer
// replaces the guess, and a refused edit rolls back (the fetcher toasts why).
"use client";

import { api, type Result } from "./api";
import { cartDelete, cartEdit, cartIndex } from "./routes/cart.generated";
import { markBadgesStale } from "./badges-signal";
import { setResource, useResource } from "./resource";
import { CART_KEY } from "./cart-add";

export { addToCart, cartChanged } from "./cart-add";

type Cart = Result<typeof cartIndex>;
export type CartRow = Cart["rows"][number];

const rowsOf = (cart: Cart | undefined) => cart?.rows ?? [];
/** The same cart with other rows (free shipping kept until the server's answer is read again). */
const withRows = (cart: Cart | undefined, rows: CartRow[]): Cart => ({
  rows,
  freeShipping: cart?.freeShipping ?? null,
});

function patchRows(cart: Cart | undefined, ids: number[], patch: Partial<Pick<CartRow, "quantity" | "checked">>): Cart {
  const set = new Set(ids);
  return withRows(
    cart,
    rowsOf(cart).map((r) => (set.has(r.id) ? { ...r, ...patch } : r)),
  );
}

function mergeRows(cart: Cart | undefined, changed: CartRow[]): Cart {
  const byId = new Map(changed.map((r) => [r.id, r]));
  return withRows(
    cart,
    rowsOf(cart).map((r) => byId.get(r.id) ?? r),
  );
}

/** Shows `guess` at once, then the server's answer; puts the cart back as it was when the write fails. */
async function optimistic(
  guess: (cart: Cart | undefined) => Cart,
  write: () => Promise<(cart: Cart | undefined) => Cart>,
): Promise<void> {
  let before: Cart | undefined;
  setResource<Cart>(CART_KEY, (cart) => ((before = cart), guess(cart)));
  try {
    const settle = await write();
    setResource<Cart>(CART_KEY, settle);
  } catch {
    setResource<Cart>(CART_KEY, () => before ?? withRows(undefined, []));
  }
}

export function useCart(enabled: boolean) {
  const { data, error, reload } = useResource<Cart>(enabled ? CART_KEY : null);
  // Free shipping depends on the checked lines and the coupon checkout would apply (the server's
  // one rule, lib/domain/free-shipping.ts): read again once an edit has settled.
  const settled = () => void reload();

  const edit = (ids: number[], patch: { quantity?: number; checked?: boolean }) =>
    optimistic(
      (cart) => patchRows(cart, ids, patch),
      async () => {
        const res = await api(cartEdit, ids.length === 1 ? { id: ids[0], ...patch } : { ids, checked: patch.checked });
        return (cart) => mergeRows(cart, res.rows);
      },
    ).then(settled);

  const remove = (ids: number[]) => {
    const set = new Set(ids);
    const without = (cart: Cart | undefined) =>
      withRows(
        cart,
        rowsOf(cart).filter((r) => !set.has(r.id)),
      );
    return optimistic(without, async () => {
      await api(cartDelete, { ids });
      void markBadgesStale();
      return without;
    }).then(settled);
  };

  return { data, error, reload, edit, remove };
}
