// Password login. Wrong credentials, rate limits and field errors show in the form (not as a toast
// that vanishes), then the session is stored and the shopper goes back to `redirect`.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { finishLogin, loginWithPassword } from "@/lib/client/account";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { FormError, FormField, SubmitButton } from "./form-field";

/**
 * Where the messaging-app login goes: "first" inside the messaging app (its browser or its
 * mini-program), where one tap signs in and the other ways come below it; "other" among the other
 * ways (the offline sandbox in a plain browser); null where it does not apply.
 */
export type WechatPlace = "first" | "other" | null;

type Props = { redirect?: string; wechat: WechatPlace };

export function LoginForm({ redirect, wechat }: Props) {
  const t = useTranslations("account.login");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const withRedirect = (path: string) => (redirect ? { pathname: path, query: { redirect } } : path);
  const { errors, pending, submit } = useFormSubmit({
    schema: () => accountSchemas().then((m) => m.loginSchema),
    values: () => ({ username, password }),
    t: tr,
    send: async (data) => finishLogin(await loginWithPassword(data), redirect),
    leaves: true,
  });

  return (
    <form onSubmit={submit} noValidate className="px-6 pt-8">
      <h2 className="mb-6 text-2xl font-semibold">{t("welcome")}</h2>
      {wechat === "first" ? (
        <div className="mb-8">
          <Link
            href={withRedirect("/login/wechat")}
            data-testid="wechat-login-main"
            className="flex h-11 w-full items-center justify-center gap-2 rounded-full bg-[#07803f] text-[15px] font-medium text-white"
          >
            <span aria-hidden>💬</span>
            {t("wechatOneTap")}
          </Link>
          <p className="mt-8 flex items-center gap-3 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
            {t("otherWays")}
          </p>
        </div>
      ) : null}
      <FormField
        label={tr("fields.username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        placeholder={t("usernamePlaceholder")}
        value={username}
        onValue={setUsername}
        error={errors.username}
      />
      <FormField
        label={tr("fields.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t("passwordPlaceholder")}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <FormError message={errors._} />
      <SubmitButton pending={pending} pendingText={t("submitting")}>
        {t("submit")}
      </SubmitButton>
      <div className="mt-4 flex justify-between text-sm">
        <Link href={withRedirect("/login/phone")} className="text-accent">
          {t("phoneLogin")}
        </Link>
        <Link href={withRedirect("/register")} className="text-accent">
          {t("register")}
        </Link>
      </div>
      {wechat === "other" ? (
        <div className="mt-12 text-center">
          <p className="mb-3 text-xs text-gray-500">{t("otherWays")}</p>
          <Link
            href={withRedirect("/login/wechat")}
            className="inline-flex flex-col items-center gap-1 text-xs text-gray-600"
          >
            <span
              aria-hidden
              className="flex h-11 w-11 items-center justify-center rounded-full bg-[#07803f] text-xl text-white"
            >
              💬
            </span>
            {t("wechatLogin")}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
