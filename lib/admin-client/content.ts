// The home and its pages for the console: banners, buttons, hot words, activities, shops, the
// merchandising lists.
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  contentActivitiesCreate,
  contentActivitiesList,
  contentActivitiesUpdate,
  contentBannersCreate,
  contentBannersDelete,
  contentBannersList,
  contentBannersUpdate,
  contentButtonsCreate,
  contentButtonsDelete,
  contentButtonsList,
  contentButtonsUpdate,
  contentHotWordsCreate,
  contentHotWordsDelete,
  contentHotWordsList,
  contentHotWordsUpdate,
  contentList,
  contentListSave,
  contentShopsCreate,
  contentShopsList,
  contentShopsUpdate,
  contentBannersCreateOptions,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

/** The registry's choices for a banner (its positions). */
export const bannerOptions = contentBannersCreateOptions;

export type BannerRow = AdminResult<typeof contentBannersList>["rows"][number];
export type ButtonRow = AdminResult<typeof contentButtonsList>["rows"][number];
export type HotWordRow = AdminResult<typeof contentHotWordsList>["rows"][number];
export type ActivityRow = AdminResult<typeof contentActivitiesList>["rows"][number];
export type ShopRow = AdminResult<typeof contentShopsList>["rows"][number];
export type TagName = AdminInput<typeof contentList>["tag"];
export type TagList = AdminResult<typeof contentList>;

export const useBanners = () => useAdminRead(contentBannersList, {});
export const useHomeButtons = () => useAdminRead(contentButtonsList, {});
export const useHotWords = () => useAdminRead(contentHotWordsList, {});
export const useActivities = () => useAdminRead(contentActivitiesList, {});
export const useShops = () => useAdminRead(contentShopsList, {});
export const useTagList = (tag: TagName) => useAdminRead(contentList, { tag });

const silent = { silent: true } as const;

export const saveBanner = (id: number | null, draft: AdminInput<typeof contentBannersCreate>, version: number) =>
  id === null
    ? adminApi(contentBannersCreate, draft, silent)
    : adminApi(contentBannersUpdate, { ...draft, id, version }, silent);
export const saveHomeButton = (id: number | null, draft: AdminInput<typeof contentButtonsCreate>, version: number) =>
  id === null
    ? adminApi(contentButtonsCreate, draft, silent)
    : adminApi(contentButtonsUpdate, { ...draft, id, version }, silent);
export const saveHotWord = (id: number | null, draft: AdminInput<typeof contentHotWordsCreate>, version: number) =>
  id === null
    ? adminApi(contentHotWordsCreate, draft, silent)
    : adminApi(contentHotWordsUpdate, { ...draft, id, version }, silent);
export const saveActivity = (id: number | null, draft: AdminInput<typeof contentActivitiesCreate>, version: number) =>
  id === null
    ? adminApi(contentActivitiesCreate, draft, silent)
    : adminApi(contentActivitiesUpdate, { ...draft, id, version }, silent);
export const saveShop = (id: number | null, draft: AdminInput<typeof contentShopsCreate>, version: number) =>
  id === null
    ? adminApi(contentShopsCreate, draft, silent)
    : adminApi(contentShopsUpdate, { ...draft, id, version }, silent);

export const deleteHomePiece = (kind: "banner" | "button" | "hotword", id: number, version: number) =>
  kind === "banner"
    ? adminApi(contentBannersDelete, { id, version }, silent)
    : kind === "button"
      ? adminApi(contentButtonsDelete, { id, version }, silent)
      : adminApi(contentHotWordsDelete, { id, version }, silent);

export const saveTagList = (tag: TagName, productIds: number[], version: number) =>
  adminApi(contentListSave, { tag, productIds, version }, silent);
