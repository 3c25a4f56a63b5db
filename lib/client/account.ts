// The shopper's account on the client: the user info (user-info, kept in lifeData $user.userInfo so
// the "me" screen paints at once on the next visit), logging in (store the session, go back where the
// shopper came from), the profile and password, SMS codes, cancelling the account, logging out.
"use client";

import { mutate } from "swr";
import { api, type Input, type Result } from "./api";
import {
  accountAuthorizations,
  accountCancelAccount,
  accountEditPassword,
  accountEditUserInfo,
  accountPhoneUsers,
  accountRegisterUserPassword,
  accountSendSms,
  accountUserInfo,
  accountWechatAuthorizations,
  accountWeappWebCodeAuthorizations,
} from "./routes/account.generated";
import { endSession, saveSession, useLoggedIn } from "./session";
import { getLifeData, setLifeData } from "./life-data";
import { localePath } from "./locale-path";
import { safeRedirect } from "./safe-redirect";
import { useApi } from "./swr";

export type UserInfo = Result<typeof accountUserInfo>;
export type ApiSession = Result<typeof accountAuthorizations>;

type UserModule = { userInfo: UserInfo | null; permission: string[] };

export function cachedUserInfo(): UserInfo | undefined {
  return getLifeData<UserModule>("$user")?.userInfo ?? undefined;
}

function storeUserInfo(userInfo: UserInfo | null): void {
  setLifeData<UserModule>("$user", { permission: [], ...getLifeData<UserModule>("$user"), userInfo });
}

/** The caller's user info, only requested when logged in; the cached copy shows meanwhile. */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  const swr = useApi(accountUserInfo, loggedIn ? {} : null, {
    fallbackData: loggedIn ? cachedUserInfo() : undefined,
    onSuccess: storeUserInfo,
  });
  return { loggedIn, ...swr };
}

// The login forms show their own errors, and a 401 there is a wrong password, not a lapsed session.
const loginOptions = { silent: true, noLoginRedirect: true };

export const loginWithPassword = (input: Input<typeof accountAuthorizations>) =>
  api(accountAuthorizations, input, loginOptions);
export const loginWithPhone = (input: Input<typeof accountPhoneUsers>) => api(accountPhoneUsers, input, loginOptions);
export const registerWithPassword = (input: Input<typeof accountRegisterUserPassword>) =>
  api(accountRegisterUserPassword, input, loginOptions);
export const loginWithWechat = (code: string) => api(accountWechatAuthorizations, { code }, loginOptions);
/** The web page in the mini-program logs in with the one-time code the mini-program handed it. */
export const loginWithWebCode = (code: string) => api(accountWeappWebCodeAuthorizations, { code }, loginOptions);

/**
/**
 * Stores the session, hands this browser's footprints to the account, and leaves the login screens for
 * `redirect` (same-site paths only); `replace` leaves no history entry for the login screen (one whose
 * address carried a one-time code).
 */
export async function finishLogin(
  session: ApiSession,
  redirect: string | null | undefined,
  replace = false,
): Promise<void> {
  storeUserInfo(null);
  saveSession(session);
  await import("./footprints").then((m) => m.mergeDeviceFootprints()).catch(() => undefined);
  // A full navigation: every view fetched while logged out (and SWR's cache of it) starts afresh.
  const target = localePath(safeRedirect(redirect));
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/** Sends a login code; answers the seconds until another may be sent. The form shows errors. */
export const sendSmsCode = (phone: string) => api(accountSendSms, { phone }, { silent: true });

/** Changes the password and keeps this session (the others stop working). The form shows errors. */
export async function changePassword(input: Input<typeof accountEditPassword>): Promise<void> {
  saveSession(await api(accountEditPassword, input, { silent: true }));
}

/** Changes the nickname and/or the avatar; answers the new user info. */
export const editUserInfo = (input: Input<typeof accountEditUserInfo>, options?: { silent: boolean }) =>
  api(accountEditUserInfo, input, options);

/** Cancels the account (with the password or an SMS code as proof). The dialog shows errors. */
export const cancelAccount = (proof: Omit<Input<typeof accountCancelAccount>, "confirm">) =>
  api(accountCancelAccount, { confirm: true, ...proof }, { silent: true });

/** Forgets the session and the cached user; the server keeps nothing to revoke for a plain logout. */
export function logout(): void {
  endSession();
  setLifeData<UserModule>("$user", { userInfo: null, permission: [] });
  void mutate(() => true, undefined, { revalidate: false });
}
