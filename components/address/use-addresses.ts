// The address book and the pick-up points through SWR, keyed by their API paths.
"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import type { AddressRow, PickupPointRow } from "@/lib/services/account";

export const ADDRESSES_KEY = "/api/v1/get-addresses";
export const PICKUP_POINTS_KEY = "/api/v1/get-pickup-points";

export function useAddresses() {
  return useSWR<{ rows: AddressRow[] }>(ADDRESSES_KEY, swrFetcher);
}

/** One address's SWR key: an edit writes the saved row here so the detail screen is not stale. */
export const addressKey = (id: number) => `/api/v1/get-edit-addresses?id=${id}`;

export function useAddress(id: number) {
  return useSWR<AddressRow>(addressKey(id), swrFetcher);
}

export function usePickupPoints() {
  return useSWR<{ rows: PickupPointRow[] }>(PICKUP_POINTS_KEY, swrFetcher);
}
