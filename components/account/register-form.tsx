// Registration (立即註冊): username and password with the specification's rules, the password typed
// twice; on success the shopper is logged in straight away.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { apiPost } from "@/lib/client/fetcher";
import { finishLogin, type ApiSession } from "@/lib/client/account";
import { apiFormErrors, validateFormLazily, type FieldErrors } from "@/lib/client/form-errors";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { FormError, FormField, SubmitButton } from "./form-field";

export function RegisterForm({ redirect }: { redirect?: string }) {
  const t = useTranslations("account.register");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    const checked = await validateFormLazily(() => accountSchemas().then((m) => m.registerSchema), { username, password }, tr);
    const next: FieldErrors = "errors" in checked ? { ...checked.errors } : {};
    if (!next.password && password !== confirmPassword) next.confirmPassword = tr("validation.password_mismatch");
    if ("errors" in checked || Object.keys(next).length > 0) {
      setPending(false);
      return setErrors(next);
    }
    setErrors({});
    try {
      const session = await apiPost<ApiSession>("/api/v1/register-user-password", checked.data, { silent: true, noLoginRedirect: true });
      finishLogin(session, redirect);
    } catch (error) {
      setErrors(apiFormErrors(error));
      setPending(false);
    }
  };

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
