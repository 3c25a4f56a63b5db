// The order being confirmed, persisted in lifeData.$order (spec section 3: address, sku, carts) so it
// survives a reload or a detour to the address book: the chosen delivery, the buy-now SKU or the
// checked cart lines.
"use client";

import { getLifeData, setLifeData } from "./life-data";

/** The delivery chosen so far; id null = not chosen yet (express then uses the default address). */
export type DraftDelivery = { kind: "express" | "pickup"; id: number | null };

export type OrderDraft = {
  address: DraftDelivery | null;
  sku: { skuId: number; quantity: number } | null;
  carts: number[];
};

const empty: OrderDraft = { address: null, sku: null, carts: [] };

export function readOrderDraft(): OrderDraft {
  const stored = getLifeData<Partial<OrderDraft>>("$order");
  return {
    ...empty,
    ...stored,
    carts: Array.isArray(stored?.carts) ? stored.carts.filter((n) => Number.isInteger(n)) : [],
  };
}

export function updateOrderDraft(patch: Partial<OrderDraft>): OrderDraft {
  const next = { ...readOrderDraft(), ...patch };
  setLifeData("$order", next);
  return next;
}

/** After the order is placed: the lines are gone; the delivery choice stays for next time. */
export function clearOrderItems(): void {
  updateOrderDraft({ sku: null, carts: [] });
}
