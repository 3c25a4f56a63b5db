// Messaging-app login. With the offline sandbox provider this is the confirm screen the app would
// show: "allow" issues a sandbox code tied to this browser (a stable open id). With the real provider
// the page goes to WeChat's OAuth screen and, back here with ?code=&state=, checks the state (it
// must be the one this tab sent, against login CSRF) and exchanges the code. Inside the mini-program,
// "allow" opens the mini-program's login page (wx.login), which brings this web-view back to
// /login/mini with a one-time code (docs/decisions/019-mini-program.md).
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { finishLogin, loginWithWechat } from "@/lib/client/account";
import { openMiniProgramLogin } from "@/lib/client/mini-program";
import { useHydrated } from "@/lib/client/use-hydrated";
import { FormError } from "./form-field";

type Props = {
  provider: "sandbox" | "wechat";
  appId: string | null;
  appName: string;
  /** The page runs in the mini-program's web-view (user agent). */
  miniProgram?: boolean;
  redirect?: string;
  /** Present when WeChat sent the shopper back. */
  code?: string;
  state?: string;
};

const SANDBOX_ID_KEY = "mall:wechat-sandbox-id";
const STATE_KEY = "mall:wechat-oauth-state";

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function sandboxCode(): string {
  let id = window.localStorage.getItem(SANDBOX_ID_KEY);
  if (!id) {
    id = randomToken();
    window.localStorage.setItem(SANDBOX_ID_KEY, id);
  }
  return `sandbox-${id}`;
}

type OAuthStep =
  { kind: "redirected" } | { kind: "code"; code: string } | { kind: "error"; key: "stateMismatch" | "unavailable" };

/** Back from WeChat: the code, if the state is the one this tab sent. Otherwise: off to WeChat. */
async function startOAuth({
  appId,
  code,
  state,
  redirect,
}: Pick<Props, "appId" | "code" | "state" | "redirect">): Promise<OAuthStep> {
  if (code) {
    const expected = window.sessionStorage.getItem(STATE_KEY);
    window.sessionStorage.removeItem(STATE_KEY);
    return expected && expected === state ? { kind: "code", code } : { kind: "error", key: "stateMismatch" };
  }
  if (!appId) return { kind: "error", key: "unavailable" };
  const nonce = randomToken();
  window.sessionStorage.setItem(STATE_KEY, nonce);
  const back = new URL(window.location.href);
  back.search = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  const params = new URLSearchParams({
    appid: appId,
    redirect_uri: back.toString(),
    response_type: "code",
    scope: "snsapi_userinfo",
    state: nonce,
  });
  window.location.assign(`https://open.weixin.qq.com/connect/oauth2/authorize?${params}#wechat_redirect`);
  return { kind: "redirected" };
}

export function WechatLogin({ provider, appId, appName, miniProgram = false, redirect, code, state }: Props) {
  const t = useTranslations("account.wechat");
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(Boolean(code) || (provider === "wechat" && !miniProgram));
  const started = useRef(false);
  const hydrated = useHydrated();

  const exchange = async (authCode: string) => {
    setPending(true);
    setError(undefined);
    try {
      const session = await loginWithWechat(authCode);
      await finishLogin(session, redirect);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  const handOver = async () => {
    setPending(true);
    setError(undefined);
    if (!(await openMiniProgramLogin(redirect, provider === "sandbox"))) setError(t("miniProgramUnavailable"));
    // The mini-program's page covers this one; this screen is usable again should it come back unchanged.
    setPending(false);
  };

  useEffect(() => {
    if (provider !== "wechat" || miniProgram || started.current) return;
    started.current = true;
    void startOAuth({ appId, code, state, redirect }).then((step) => {
      if (step.kind === "code") return exchange(step.code);
      if (step.kind === "error") {
        setError(t(step.key));
        setPending(false);
      }
    });
    // One start per page load: re-running would restart the OAuth flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);

  if (provider === "wechat" && !miniProgram) {
    return (
      <div className="px-6 py-16 text-center text-sm text-gray-500">
        {pending ? <p>{code ? t("signingIn") : t("redirecting")}</p> : null}
        <FormError message={error} />
      </div>
    );
  }

  return (
    <section className="flex flex-col items-center px-6 pt-12 text-center">
      <span
        aria-hidden
        className="flex h-16 w-16 items-center justify-center rounded-2xl bg-[#07803f] text-3xl text-white"
      >
        💬
      </span>
      <p className="mt-6 text-base">{t("prompt", { app: appName })}</p>
      {provider === "sandbox" ? (
        <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-xs text-amber-700">
          {t(miniProgram ? "miniProgramSandboxNotice" : "sandboxNotice")}
        </p>
      ) : null}
      <FormError message={error} />
      <button
        type="button"
        disabled={pending || !hydrated}
        onClick={() => (miniProgram ? handOver() : exchange(sandboxCode()))}
        className="mt-8 h-11 w-full rounded-full bg-[#07803f] text-[15px] font-medium text-white disabled:opacity-60"
      >
        {pending ? t("signingIn") : t("confirm")}
      </button>
      <button
        type="button"
        onClick={() => router.replace(redirect ? { pathname: "/login", query: { redirect } } : "/login")}
        className="mt-3 h-11 w-full rounded-full border border-gray-200 text-[15px] text-gray-600"
      >
        {t("cancel")}
      </button>
    </section>
  );
}
