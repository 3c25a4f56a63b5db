// Group buying for the shop's screens (拼团, docs/decisions/040-group-buying.md): a group's page (read
// again every few seconds while it is open, so seats and the end show as they move), the group
// checkout's figures, and taking a seat — opening a group or joining one — which is placing an order.
"use client";

import useSWR from "swr";
import { api, urlOf, type Input, type Result } from "./api";
import { groupDetail, groupJoin, groupList, groupOpen, groupPreview } from "./routes/group.generated";
import type { ApiClientError } from "./fetcher";
import { clearOrderItems } from "./order-draft";
import { orderChanged } from "./order-changed";
import { useApi } from "./swr";

export type GroupView = Result<typeof groupDetail>;
export type ProductGroups = Result<typeof groupList>;
export type GroupPreviewInput = Input<typeof groupPreview>;
export type GroupPreview = Result<typeof groupPreview>;

/** How often an open group's page asks again (others join from their own phones). */
const OPEN_GROUP_REFRESH_MS = 5_000;

// One function for every render: SWR restarts its timer whenever the option changes, and the group's
// page re-renders every second (its countdown), which would restart it before it ever fired.
const refreshWhileOpen = (data: GroupView | undefined) =>
  data === undefined || data.status === "open" ? OPEN_GROUP_REFRESH_MS : 0;

export const useGroup = (id: number) => useApi(groupDetail, { id }, { refreshInterval: refreshWhileOpen });

type PreviewKey = readonly [string, string];
const fetchPreview = ([, body]: PreviewKey) =>
  api(groupPreview, JSON.parse(body) as GroupPreviewInput, { silent: true });

/** The group checkout's figures for `input` (null: nothing to price yet); the last ones stay while new ones load. */
export const useGroupPreview = (input: GroupPreviewInput | null) =>
  useSWR<GroupPreview, ApiClientError, PreviewKey | null>(
    input ? [urlOf(groupPreview, {}), JSON.stringify(input)] : null,
    fetchPreview,
    { keepPreviousData: true },
  );

/** Opens a group of a rule, or joins a group: the seat's order, waiting for payment. */
export async function takeGroupSeat(
  input: Input<typeof groupOpen> | Input<typeof groupJoin>,
): Promise<Result<typeof groupOpen>> {
  const order = "groupId" in input ? await api(groupJoin, input) : await api(groupOpen, input);
  clearOrderItems();
  void orderChanged();
  return order;
}
