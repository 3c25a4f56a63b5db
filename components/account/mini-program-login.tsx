// The web half of the mini-program login. The mini-program signed in with wx.login and opened this
// page with a one-time code in the fragment (#code=…&redirect=…), which no server sees. The code
// leaves the address bar before anything else happens, is exchanged for this page's own session —
// the same session as every other login — and the shopper goes on to `redirect` without this page
// staying in the history. A used or lapsed code is refused by the server; the way on is the login.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { finishLogin, loginWithWebCode } from "@/lib/client/account";
import { FormError } from "./form-field";

/** The code and the redirect from the fragment, which is then removed from the address and the history. */
function takeFragment(): { code: string | null; redirect: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
  return { code: fragment.get("code"), redirect: fragment.get("redirect") };
}

export function MiniProgramLogin() {
  const t = useTranslations("account.wechat");
  const [error, setError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once per page load: a second run would find the fragment gone (and the code is single-use).
    if (started.current) return;
    started.current = true;
    const { code, redirect } = takeFragment();
    const exchange = async () => {
      if (!code) throw new Error(t("miniProgramNoCode"));
      await finishLogin(await loginWithWebCode(code), redirect, true);
    };
    exchange().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [t]);

  return (
    <div className="px-6 py-16 text-center text-sm text-gray-500">
      {error ? (
        <>
          <FormError message={error} />
          <Link
            href="/login"
            replace
            className="mt-8 inline-flex h-11 w-full items-center justify-center rounded-full bg-accent text-[15px] text-white"
          >
            {t("backToLogin")}
          </Link>
        </>
      ) : (
        <p role="status">{t("signingIn")}</p>
      )}
    </div>
  );
}
