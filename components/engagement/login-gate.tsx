// Screens that need login render their content only for a logged-in shopper; anyone else goes to
// the login page with this screen as the redirect (spec section 2). The session lives in local
// storage, so the decision waits for the browser.
"use client";

import { useEffect, useSyncExternalStore } from "react";
import { goToLogin } from "@/lib/client/fetcher";
import { isLoggedIn, onSessionChange } from "@/lib/client/session";

/** Whether a shopper is logged in; null while rendering on the server (the session is in the browser). */
export function useLoggedIn(): boolean | null {
  return useSyncExternalStore(onSessionChange, () => isLoggedIn(), () => null);
}

export function LoginGate({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  const loggedIn = useLoggedIn();

  useEffect(() => {
    if (loggedIn === false) goToLogin();
  }, [loggedIn]);

  return loggedIn ? <>{children}</> : <>{fallback}</>;
}
