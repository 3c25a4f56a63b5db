// Reads of the console: SWR keyed by the GET route's URL, fetched by the admin transport. Screens use
// the domain hooks of this folder (orders.ts, service.ts, ...), not this directly.
"use client";

import useSWR, { type SWRConfiguration } from "swr";
import { adminUrl, type AdminGetRoute, type AdminInput, type AdminResult } from "./api";
import { adminFetch } from "./fetcher";

const fetcher = <T>(url: string) => adminFetch<T>(url);

/** The answer of a GET route for `input`; null input waits (e.g. until an id is known). */
export function useAdminRead<R extends AdminGetRoute>(
  route: R,
  input: AdminInput<R> | null,
  config?: SWRConfiguration<AdminResult<R>>,
) {
  const key = input === null ? null : (adminUrl as (r: R, q: unknown) => string)(route, input);
  return useSWR<AdminResult<R>>(key, fetcher, { revalidateOnFocus: true, keepPreviousData: true, ...config });
}
