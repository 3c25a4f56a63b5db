// Adding to the cart, apart from the cart screen's reads and optimistic edits (./cart.ts): the goods page
// adds and nothing else, and the bundler keeps a module whole, so the goods page (on the 150 kB
// first-load budget) carries only this.
"use client";

import { api, apiUrl, type Input } from "./api";
import { cartAdd, cartIndex } from "./routes/cart.generated";
import { markBadgesStale } from "./badges-signal";
import { invalidate } from "./resource";

export const CART_KEY = apiUrl(cartIndex);

/** The cart changed elsewhere (an order placed, a re-buy, an add on the goods screen): read it again. */
export const cartChanged = () => invalidate(CART_KEY);

/** Adds a SKU (to its line when there is one); the cart and the badges read again. */
export async function addToCart(input: Input<typeof cartAdd>): Promise<void> {
  await api(cartAdd, input);
  cartChanged();
  markBadgesStale();
}
