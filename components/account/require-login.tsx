// Account screens render only for a logged-in shopper; anyone else goes to login with this screen as
// the redirect. The session is in local storage, so the decision waits for the browser.
"use client";

import { useEffect } from "react";
import { goToLogin } from "@/lib/client/fetcher";
import { justLoggedOut, useLoggedIn } from "@/lib/client/account";

export function RequireLogin({ children }: { children: React.ReactNode }) {
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (loggedIn === false && !justLoggedOut()) goToLogin();
  }, [loggedIn]);
  if (loggedIn) return <>{children}</>;
  return (
    <div aria-hidden className="space-y-3 p-3">
      <div className="h-16 animate-pulse rounded-lg bg-white" />
      <div className="h-32 animate-pulse rounded-lg bg-white" />
    </div>
  );
}
