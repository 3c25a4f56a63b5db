// The shop's public settings (its currency) for screens rendered in the browser: read once per visit and
// shared by every reader (./resource.ts: the goods page and the cart are on the page-weight budget).
"use client";

import { apiUrl, type Result } from "./api";
import { shopSettings } from "./routes/shop.generated";
import { useResource } from "./resource";

export type ShopSettings = Result<typeof shopSettings>;

const SHOP_SETTINGS_KEY = apiUrl(shopSettings);

/** null: not needed (the page handed the settings down). */
export const useShopSettings = (enabled: boolean) => useResource<ShopSettings>(enabled ? SHOP_SETTINGS_KEY : null);
