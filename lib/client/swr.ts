// SWR over a GET route of the registry, keyed by the route's URL (apiUrl): the data hooks of the
// screens off the page-weight budget are built on it (the budgeted ones use resource.ts).
"use client";

import useSWR, { type SWRConfiguration } from "swr";
import { urlOf, type GetRoute, type Input, type Result } from "./api";
import { swrFetcher, type ApiClientError } from "./fetcher";

/** The route's answer for `query`; null waits (nothing to read yet). */
export function useApi<R extends GetRoute>(
  route: R,
  query: Input<R> | null,
  config?: SWRConfiguration<Result<R>, ApiClientError>,
) {
  return useSWR<Result<R>, ApiClientError>(query === null ? null : urlOf(route, query), swrFetcher, config);
}
