// The cart through SWR, keyed by its API path. Edits are optimistic: the screen changes at once, the
// server's answer replaces the guess, and a refused edit rolls back (the fetcher toasts why).
"use client";

import useSWR from "swr";
import { apiPost, swrFetcher } from "@/lib/client/fetcher";
import { markBadgesStale } from "@/lib/client/badges-signal";
import type { CartRow } from "@/lib/services/cart";

export const CART_KEY = "/api/v1/cart-index";

type Cart = { rows: CartRow[] };

function patchRows(cart: Cart | undefined, ids: number[], patch: Partial<Pick<CartRow, "quantity" | "checked">>): Cart {
  const set = new Set(ids);
  return { rows: (cart?.rows ?? []).map((r) => (set.has(r.id) ? { ...r, ...patch } : r)) };
}

function mergeRows(cart: Cart | undefined, changed: CartRow[]): Cart {
  const byId = new Map(changed.map((r) => [r.id, r]));
  return { rows: (cart?.rows ?? []).map((r) => byId.get(r.id) ?? r) };
}

export function useCart(enabled: boolean) {
  const swr = useSWR<Cart>(enabled ? CART_KEY : null, swrFetcher);
  const { mutate } = swr;

  const edit = (ids: number[], patch: { quantity?: number; checked?: boolean }) =>
    mutate(
      async (current) => {
        const body = ids.length === 1 ? { id: ids[0], ...patch } : { ids, checked: patch.checked };
        const res = await apiPost<Cart>("/api/v1/cart-edit", body);
        return mergeRows(current, res.rows);
      },
      { optimisticData: (current) => patchRows(current, ids, patch), rollbackOnError: true, populateCache: true, revalidate: false },
    ).catch(() => undefined);

  const remove = (ids: number[]) => {
    const set = new Set(ids);
    return mutate(
      async (current) => {
        await apiPost("/api/v1/cart-delete", { ids });
        void markBadgesStale();
        return { rows: (current?.rows ?? []).filter((r) => !set.has(r.id)) };
      },
      { optimisticData: (current) => ({ rows: (current?.rows ?? []).filter((r) => !set.has(r.id)) }), rollbackOnError: true, populateCache: true, revalidate: false },
    ).catch(() => undefined);
  };

  return { ...swr, edit, remove };
}
