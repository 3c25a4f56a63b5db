// The shop itself for the console: the launch checklist and opening the shop, the profile, regions and
// languages, the currency, and the legal pages.
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  shopChecklist,
  shopCurrency,
  shopCurrencyOptions,
  shopLegal,
  shopLegalSave,
  shopMarkets,
  shopOpen,
  shopProfile,
  shopSettings,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type LaunchChecklist = AdminResult<typeof shopChecklist>;
export type ChecklistItem = LaunchChecklist["items"][number];
export type ShopSettings = AdminResult<typeof shopSettings>;
export type ShopProfileDraft = Omit<AdminInput<typeof shopProfile>, "version">;
export type LegalKind = AdminInput<typeof shopLegal>["kind"];
export type LegalDraft = AdminResult<typeof shopLegal>;

export const useLaunchChecklist = () => useAdminRead(shopChecklist, {});
export const useShopSettings = () => useAdminRead(shopSettings, {});
export const useLegalDraft = (kind: LegalKind) => useAdminRead(shopLegal, { kind });

const silent = { silent: true } as const;

export const setShopOpen = (open: boolean, reason: string) => adminApi(shopOpen, { open, reason }, silent);
export const saveShopProfile = (draft: ShopProfileDraft, version: number) =>
  adminApi(shopProfile, { ...draft, version }, silent);
export const saveShopMarkets = (regions: string[], languages: string[], version: number) =>
  adminApi(shopMarkets, { regions, languages, version } as AdminInput<typeof shopMarkets>, silent);
export type ShopCurrency = AdminInput<typeof shopCurrency>["currency"];
/** The currencies the route takes, in the registry's order. */
export const shopCurrencies = shopCurrencyOptions.currency;
export const saveShopCurrency = (currency: ShopCurrency, version: number) =>
  adminApi(shopCurrency, { currency, version }, silent);
export const saveLegalPage = (kind: LegalKind, text: LegalDraft["text"], version: number) =>
  adminApi(shopLegalSave, { kind, text, version }, silent);
