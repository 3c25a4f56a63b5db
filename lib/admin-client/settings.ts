// Settings for the console: couriers, freight rules (per region), pick-up points, the service FAQ, the payment window and
// the payment channels' state, the return policy, notices by SMS and the mini-program.
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  settingsCourierCreate,
  settingsCourierList,
  settingsCourierUpdate,
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
  settingsCourierCreateOptions,
  settingsFreightCreateOptions,
  settingsNoticePush,
  settingsSaveNoticePush,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

/** The registry's choices for a service FAQ item (its kinds). */
export const serviceItemOptions = settingsServiceCreateOptions;
/** The registry's regions for a courier (ALL or one) and for a freight rule (one). */
export const courierOptions = settingsCourierCreateOptions;
export const freightOptions = settingsFreightCreateOptions;

export type CourierRow = AdminResult<typeof settingsCourierList>["rows"][number];
export type FreightRuleRow = AdminResult<typeof settingsFreightList>["rows"][number];
export type PickupPointRow = AdminResult<typeof settingsPickupList>["rows"][number];
export type ServiceItemRow = AdminResult<typeof settingsServiceList>["rows"][number];
export type PaymentSettings = AdminResult<typeof settingsPayment>;

export const useCouriers = () => useAdminRead(settingsCourierList, {});
export const useFreightRules = () => useAdminRead(settingsFreightList, {});
export const usePickupPoints = () => useAdminRead(settingsPickupList, {});
export const useServiceItems = () => useAdminRead(settingsServiceList, {});
export const usePaymentSettings = () => useAdminRead(settingsPayment, {});

const silent = { silent: true } as const;

export const saveFreightRule = (id: number | null, draft: AdminInput<typeof settingsFreightCreate>, version: number) =>
  id === null
    ? adminApi(settingsFreightCreate, draft, silent)
    : adminApi(settingsFreightUpdate, { ...draft, id, version }, silent);
export const saveCourier = (id: number | null, draft: AdminInput<typeof settingsCourierCreate>, version: number) =>
  id === null
    ? adminApi(settingsCourierCreate, draft, silent)
    : adminApi(settingsCourierUpdate, { ...draft, id, version }, silent);
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
export type NoticePushView = AdminResult<typeof settingsNoticePush>;
export const useNoticePush = () => useAdminRead(settingsNoticePush, {});
export const saveNoticePush = (input: AdminInput<typeof settingsSaveNoticePush>) =>
  adminApi(settingsSaveNoticePush, input, silent);
