// The footprint screen's list: the account's (SWR over GET /api/v1/footprints) for a logged-in
// shopper, this browser's otherwise; removing one or all goes to wherever the list lives.
"use client";

import { api } from "./api";
import { engagementFootprintDelete, engagementFootprints } from "./routes/engagement.generated";
import { removeDeviceFootprints, useDeviceFootprints, type Footprint } from "./footprints";
import { useLoggedIn } from "./session";
import { useApi } from "./swr";

export type FootprintList = {
  /** undefined while the account's list loads */
  items: Footprint[] | undefined;
  onAccount: boolean;
  remove: (ids: number[] | "all") => Promise<void>;
};

export function useFootprintList(): FootprintList {
  const loggedIn = useLoggedIn();
  const device = useDeviceFootprints();
  const { data, mutate } = useApi(engagementFootprints, loggedIn ? { pageIndex: 1, pageSize: 100 } : null);
  if (!loggedIn)
    return {
      items: loggedIn === null ? undefined : device,
      onAccount: false,
      remove: async (ids) => removeDeviceFootprints(ids),
    };
  return {
    items: data?.rows.map((r) => ({
      id: r.productId,
      name: r.name,
      image: r.image,
      price: r.price,
      viewedAt: Date.parse(r.viewedAt),
    })),
    onAccount: true,
    remove: async (ids) => {
      await api(engagementFootprintDelete, ids === "all" ? { all: true } : { productIds: ids });
      await mutate();
    },
  };
}
