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

/**
 * The server's rows in place of the shown ones, but for what another write still on its way will set
 * (`quantityOf`: the row whose quantity write this answers, whose quantity is the answer's).
 */
function mergeRows(cart: Cart | undefined, changed: CartRow[], quantityOf?: number): Cart {
  const byId = new Map(changed.map((r) => [r.id, r]));
  return withRows(
    cart,
    rowsOf(cart).map((r) => {
      const answer = byId.get(r.id);
      if (!answer) return r;
      return {
        ...answer,
        quantity: r.id !== quantityOf && quantityWrites.has(r.id) ? r.quantity : answer.quantity,
        checked: checks.pending ? r.checked : answer.checked,
      };
    }),
  );
}

/**
 * Shows `guess` at once, then the server's answer; puts the cart back as it was when the write fails.
 * `last` says whether no later edit is on its way, whose own answer then settles the screen instead.
 */
async function optimistic(
  guess: (cart: Cart | undefined) => Cart,
  write: () => Promise<(cart: Cart | undefined) => Cart>,
  last: () => boolean = () => true,
): Promise<void> {
  let before: Cart | undefined;
  setResource<Cart>(CART_KEY, (cart) => ((before = cart), guess(cart)));
  try {
    const settle = await write();
    if (last()) setResource<Cart>(CART_KEY, settle);
  } catch {
    if (last()) setResource<Cart>(CART_KEY, () => before ?? withRows(undefined, []));
  }
}

/**
 * Check marks: written one at a time in the order tapped (a row unticked, then "all" ticked, applied the
 * other way round would leave the row unticked on the server), and only the last tap's answer shown —
 * an earlier one's would untick "all" again for a moment, until the later answer came.
 */
const checks = { queue: Promise.resolve() as Promise<unknown>, pending: 0 };

export function setChecked(ids: number[], checked: boolean): Promise<void> {
  checks.pending++;
  const send = () => api(cartEdit, ids.length === 1 ? { id: ids[0], checked } : { ids, checked });
  return optimistic(
    (cart) => patchRows(cart, ids, { checked }),
    async () => {
      const write = checks.pending > 1 ? checks.queue.then(send) : send();
      checks.queue = write.catch(() => {});
      const res = await write;
      return (cart) => mergeRows(cart, res.rows);
    },
    // Answers come in the order sent: the last tap's is the one that leaves none on its way.
    () => --checks.pending === 0,
  );
}

/** Per cart row: the quantity asked for last, and the writes of it on their way (one at a time). */
const quantityWrites = new Map<number, { quantity: number; running: Promise<void> }>();

/**
 * Sets a row's quantity: on screen at once, then on the server one write at a time per row, always of
 * the latest quantity asked for. Taps faster than the answers (+, +, −) each sending their own write
 * could be applied out of order and leave the server's cart at an older figure than the screen shows —
 * and the checkout charging it. A refused write leaves the server's cart to say what holds.
 */
export function setQuantity(id: number, quantity: number): Promise<void> {
  setResource<Cart>(CART_KEY, (cart) => patchRows(cart, [id], { quantity }));
  const pending = quantityWrites.get(id);
  if (pending) {
    pending.quantity = quantity;
    return pending.running;
  }
  const state = { quantity, running: Promise.resolve() };
  state.running = (async () => {
    try {
      for (let sent: number | null = null; sent !== state.quantity;) {
        sent = state.quantity;
        const res = await api(cartEdit, { id, quantity: sent });
        // An answer for a quantity the shopper has changed since would put the older one back on screen.
        if (sent === state.quantity) setResource<Cart>(CART_KEY, (cart) => mergeRows(cart, res.rows, id));
      }
    } catch {
      // Refused (the fetcher toasts why): the screen reads the server's cart again below.
    } finally {
      quantityWrites.delete(id);
    }
  })();
  quantityWrites.set(id, state);
  return state.running;
}

export function useCart(enabled: boolean) {
  const { data, error, reload } = useResource<Cart>(enabled ? CART_KEY : null);
  // Free shipping depends on the checked lines and the coupon checkout would apply (the server's
  // one rule, lib/domain/free-shipping.ts): read again once an edit has settled.
  // Not while another write is on its way: the cart read before it lands would show it undone.
  const settled = () => void (quantityWrites.size === 0 && checks.pending === 0 && reload());

  const edit = (ids: number[], patch: { quantity: number } | { checked: boolean }) =>
    ("quantity" in patch ? setQuantity(ids[0], patch.quantity) : setChecked(ids, patch.checked)).then(settled);

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
