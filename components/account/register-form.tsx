// Registration (立即註冊): username and password with the specification's rules, the password typed
// twice; on success the shopper is logged in straight away.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { finishLogin, registerWithPassword } from "@/lib/client/account";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { FormError, FormField, SubmitButton } from "./form-field";

export function RegisterForm({ redirect }: { redirect?: string }) {
  const t = useTranslations("account.register");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const { errors, pending, submit } = useFormSubmit({
    schema: () => accountSchemas().then((m) => m.registerSchema),
    values: () => ({ username, password }),
    t: tr,
    check: (found) =>
      !found.password && password !== confirmPassword
        ? { confirmPassword: tr("validation.password_mismatch") }
        : undefined,
    send: async (data) => finishLogin(await registerWithPassword(data), redirect),
    leaves: true,
  });

  return (
    <form onSubmit={submit} noValidate className="px-6 pt-6">
      <FormField
        label={tr("fields.username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        placeholder={tr("account.login.usernamePlaceholder")}
        hint={t("usernameHint")}
        value={username}
        onValue={setUsername}
        error={errors.username}
      />
      <FormField
        label={tr("fields.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={tr("account.login.passwordPlaceholder")}
        hint={t("passwordHint")}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <FormField
        label={tr("fields.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        placeholder={t("confirmPlaceholder")}
        value={confirmPassword}
        onValue={setConfirmPassword}
        error={errors.confirmPassword}
      />
      <FormError message={errors._} />
      <SubmitButton pending={pending} pendingText={t("submitting")}>
        {t("submit")}
      </SubmitButton>
      <div className="mt-4 text-center text-sm">
        <Link href={redirect ? { pathname: "/login", query: { redirect } } : "/login"} className="text-accent">
          {t("haveAccount")}
        </Link>
      </div>
    </form>
  );
}
