// The logged-in user on the client: login state that survives hydration, the user info (from
// /api/v1/user-info, kept in lifeData $user.userInfo so the "me" screen paints at once on the next
// visit), finishing a login (store the session, go back where the shopper came from) and logout.
"use client";

import { useSyncExternalStore } from "react";
import useSWR, { mutate } from "swr";
import { swrFetcher } from "./fetcher";
import { clearSession, isLoggedIn, onSessionChange, saveSession } from "./session";
import { getLifeData, setLifeData } from "./life-data";
import { localePath } from "./locale-path";
import { safeRedirect } from "./safe-redirect";
import type { UserInfo } from "@/lib/services/account";

export const USER_INFO_KEY = "/api/v1/user-info";

export type { UserInfo };

export type ApiSession = { id: number; token: string; token_expires_in: number };

type UserModule = { userInfo: UserInfo | null; permission: string[] };

export function cachedUserInfo(): UserInfo | undefined {
  return getLifeData<UserModule>("$user")?.userInfo ?? undefined;
}

function storeUserInfo(userInfo: UserInfo | null): void {
  setLifeData<UserModule>("$user", { permission: [], ...getLifeData<UserModule>("$user"), userInfo });
}

/** null until the browser is known (server render and hydration), then whether a session exists. */
export function useLoggedIn(): boolean | null {
  return useSyncExternalStore<boolean | null>(onSessionChange, () => isLoggedIn(), () => null);
}

/** The caller's user info, only requested when logged in; the cached copy shows meanwhile. */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  const swr = useSWR<UserInfo>(loggedIn ? USER_INFO_KEY : null, swrFetcher, {
    fallbackData: loggedIn ? cachedUserInfo() : undefined,
    onSuccess: storeUserInfo,
  });
  return { loggedIn, ...swr };
}

/** Stores the session and leaves the login screens for `redirect` (same-site paths only). */
export function finishLogin(session: ApiSession, redirect: string | null | undefined): void {
  storeUserInfo(null);
  saveSession(session);
  // A full navigation: every view fetched while logged out (and SWR's cache of it) starts afresh.
  window.location.assign(localePath(safeRedirect(redirect)));
}

let loggedOutAt = 0;

/**
 * Whether this tab logged out a moment ago. The screen that did it navigates away itself (to "me",
 * with a toast); login guards must not race it with a redirect to the login page.
 */
export function justLoggedOut(): boolean {
  return Date.now() - loggedOutAt < 3000;
}

/** Forgets the session and the cached user; the server keeps nothing to revoke for a plain logout. */
export function logout(): void {
  loggedOutAt = Date.now();
  clearSession();
  setLifeData<UserModule>("$user", { userInfo: null, permission: [] });
  void mutate(() => true, undefined, { revalidate: false });
}
