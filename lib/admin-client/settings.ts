// Settings for the console: freight rules, pick-up points, the service FAQ, the payment window and
// the payment channels' state, the return policy.
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  settingsFreightCreate,
  settingsFreightList,
  settingsFreightUpdate,
  settingsPayment,
  settingsPaymentWindow,
  settingsPickupCreate,
  settingsPickupList,
  settingsPickupUpdate,
  settingsReturnPolicy,
  settingsSaveReturnPolicy,
  settingsServiceCreate,
  settingsServiceList,
  settingsServiceUpdate,
  settingsServiceCreateOptions,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

/** The registry's choices for a service FAQ item (its kinds). */
export const serviceItemOptions = settingsServiceCreateOptions;

export type FreightRuleRow = AdminResult<typeof settingsFreightList>["rows"][number];
export type PickupPointRow = AdminResult<typeof settingsPickupList>["rows"][number];
export type ServiceItemRow = AdminResult<typeof settingsServiceList>["rows"][number];
export type PaymentSettings = AdminResult<typeof settingsPayment>;

export const useFreightRules = () => useAdminRead(settingsFreightList, {});
export const usePickupPoints = () => useAdminRead(settingsPickupList, {});
export const useServiceItems = () => useAdminRead(settingsServiceList, {});
export const usePaymentSettings = () => useAdminRead(settingsPayment, {});

const silent = { silent: true } as const;

export const saveFreightRule = (id: number | null, draft: AdminInput<typeof settingsFreightCreate>, version: number) =>
  id === null
    ? adminApi(settingsFreightCreate, draft, silent)
    : adminApi(settingsFreightUpdate, { ...draft, id, version }, silent);
export const savePickupPoint = (id: number | null, draft: AdminInput<typeof settingsPickupCreate>, version: number) =>
  id === null
    ? adminApi(settingsPickupCreate, draft, silent)
    : adminApi(settingsPickupUpdate, { ...draft, id, version }, silent);
export const saveServiceItem = (id: number | null, draft: AdminInput<typeof settingsServiceCreate>, version: number) =>
  id === null
    ? adminApi(settingsServiceCreate, draft, silent)
    : adminApi(settingsServiceUpdate, { ...draft, id, version }, silent);
export const useReturnPolicy = () => useAdminRead(settingsReturnPolicy, {});
export const saveReturnPolicy = (input: AdminInput<typeof settingsSaveReturnPolicy>) =>
  adminApi(settingsSaveReturnPolicy, input, silent);
export const setPaymentWindow = (minutes: number, version: number) =>
  adminApi(settingsPaymentWindow, { minutes, version }, silent);
