// The order desk's reads and changes, for the console's screens.
"use client";

import { adminApi, adminUrl, type AdminInput, type AdminResult } from "./api";
import {
  dashboardGet,
  ordersCancel,
  ordersDetail,
  ordersExport,
  ordersList,
  ordersRemark,
  ordersShip,
  ordersShipBatch,
  ordersTrack,
  ordersListOptions,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type OrderQuery = AdminInput<typeof ordersList>;
export type OrderRow = AdminResult<typeof ordersList>["rows"][number];
export type OrderDetail = AdminResult<typeof ordersDetail>;
export type Dashboard = AdminResult<typeof dashboardGet>;
export type ShipBatchReport = AdminResult<typeof ordersShipBatch>;

/** The registry's choices for the order list (its sorts). */
export const orderListOptions = ordersListOptions;

export const useDashboard = () => useAdminRead(dashboardGet, {}, { refreshInterval: 60_000 });
export const useOrders = (query: OrderQuery) => useAdminRead(ordersList, query);
export const useOrder = (id: number | null) => useAdminRead(ordersDetail, id === null ? null : { id });

/** The export's address for the current filters: the browser downloads it (the cookie goes along). */
export const orderExportUrl = (query: AdminInput<typeof ordersExport>) => adminUrl(ordersExport, query);

export const shipOrder = (input: AdminInput<typeof ordersShip>) => adminApi(ordersShip, input, { silent: true });
export const addTracking = (input: AdminInput<typeof ordersTrack>) => adminApi(ordersTrack, input, { silent: true });
export const cancelOrder = (input: AdminInput<typeof ordersCancel>) => adminApi(ordersCancel, input, { silent: true });
export const saveRemark = (input: AdminInput<typeof ordersRemark>) => adminApi(ordersRemark, input, { silent: true });
export const shipBatch = (csv: string, confirm: boolean) =>
  adminApi(ordersShipBatch, { csv, confirm }, { silent: true });
