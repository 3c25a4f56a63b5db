// The address book and the pick-up points (SWR, keyed by their API URLs), and the writes that change
// them: each write makes the book read again, and a saved address replaces the detail screen's copy.
"use client";

import { mutate } from "swr";
import { api, apiUrl, type Input, type Result } from "./api";
import {
  addressCreate,
  addressEdit,
  addressGet,
  addressIsDefault,
  addressList,
  addressPickupPoints,
} from "./routes/address.generated";
import { useApi } from "./swr";

export type AddressRow = Result<typeof addressGet>;
export type PickupPointRow = Result<typeof addressPickupPoints>["rows"][number];

const ADDRESSES_KEY = apiUrl(addressList);

export const useAddresses = () => useApi(addressList, {});
export const useAddress = (id: number) => useApi(addressGet, { id });
export const usePickupPoints = () => useApi(addressPickupPoints, {});

/** Adds an address, or replaces address `id`'s fields. The form shows the errors. */
export async function saveAddress(fields: Input<typeof addressCreate>, id?: number): Promise<AddressRow> {
  const saved =
    id === undefined
      ? await api(addressCreate, fields, { silent: true })
      : await api(addressEdit, { ...fields, id }, { silent: true });
  void mutate(ADDRESSES_KEY);
  // The detail screen reads this key: give it the saved row (and recheck it) instead of the old one.
  void mutate(apiUrl(addressGet, { id: saved.id }), saved);
  return saved;
}

/** Makes an address the default; the book reads again either way. */
export async function setDefaultAddress(id: number): Promise<void> {
  try {
    await api(addressIsDefault, { id });
  } finally {
    void mutate(ADDRESSES_KEY);
  }
}

/** Deletes an address (the next one becomes the default); the book reads again either way. */
export async function deleteAddress(id: number): Promise<void> {
  try {
    await api(addressIsDefault, { id, delete: true });
  } finally {
    void mutate(ADDRESSES_KEY);
  }
}
