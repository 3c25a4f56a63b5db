// The favourite heart of the goods screen: whether the product is one of the shopper's favourites,
// through the small resource cache (the goods screen is on the page-weight budget: no SWR here; the
// favourites list is in engagement.ts), and flipping it.
"use client";

import { api, apiUrl, type Result } from "./api";
import {
  engagementFavoriteAdd,
  engagementFavoriteDelete,
  engagementFavoriteStatus,
} from "./routes/engagement.generated";
import { setResource, useResource } from "./resource";

const statusKey = (productId: number) => apiUrl(engagementFavoriteStatus, { productId });

/** Whether the product is a favourite (read only when `enabled`: a logged-in shopper). */
export function useFavoriteStatus(productId: number, enabled: boolean) {
  const { data, error } = useResource<Result<typeof engagementFavoriteStatus>>(enabled ? statusKey(productId) : null);
  return { favorited: data?.favorited, error };
}

/** Shows `favorited` at once wherever the status is read (an optimistic change, or its rollback). */
export const showFavorite = (productId: number, favorited: boolean) =>
  setResource<Result<typeof engagementFavoriteStatus>>(statusKey(productId), () => ({ productId, favorited }));

/** Adds the product to the favourites, or removes it. */
export async function setFavorite(productId: number, favorited: boolean): Promise<void> {
  if (favorited) await api(engagementFavoriteAdd, { productId });
  else await api(engagementFavoriteDelete, { productIds: [productId] });
}
