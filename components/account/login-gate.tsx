// The one login gate: screens that need login render their content only for a logged-in shopper;
// anyone else goes to the login page with this screen as the redirect (spec section 2), except right
// after a logout in this tab (that screen navigates away itself). The session lives in local
// storage, so the decision waits for the browser; `fallback` shows meanwhile.
"use client";

import { useEffect } from "react";
import { goToLogin } from "@/lib/client/fetcher";
import { justLoggedOut, useLoggedIn } from "@/lib/client/session";

export function LoginGate({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  const loggedIn = useLoggedIn();

  useEffect(() => {
    if (loggedIn === false && !justLoggedOut()) goToLogin();
  }, [loggedIn]);

  return loggedIn ? <>{children}</> : <>{fallback}</>;
}

/** The account screens' placeholder (profile, settings, uploads) while the gate waits. */
export function AccountSkeleton() {
  return (
    <div aria-hidden className="space-y-3 p-3">
      <div className="h-16 animate-pulse rounded-lg bg-white" />
      <div className="h-32 animate-pulse rounded-lg bg-white" />
    </div>
  );
}
