// The address book and the pick-up points through SWR, keyed by their API paths.
"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import type { AddressRow, PickupPointRow } from "@/lib/services/address";

export const ADDRESSES_KEY = "/api/v1/get-addresses";
export const PICKUP_POINTS_KEY = "/api/v1/get-pickup-points";

export function useAddresses() {
  return useSWR<{ rows: AddressRow[] }>(ADDRESSES_KEY, swrFetcher);
}

export function useAddress(id: number) {
  return useSWR<AddressRow>(`/api/v1/get-edit-addresses?id=${id}`, swrFetcher);
}

export function usePickupPoints() {
  return useSWR<{ rows: PickupPointRow[] }>(PICKUP_POINTS_KEY, swrFetcher);
}
