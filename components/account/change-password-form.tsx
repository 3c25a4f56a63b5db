// 修改密码: the old password, the new one twice. The answer is a fresh session (older tokens, on other
// devices too, stop working), which replaces the stored one.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";
import { changePassword } from "@/lib/client/account";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { FormError, FormField, SubmitButton } from "./form-field";

export function ChangePasswordForm() {
  const t = useTranslations("account.setting");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const { errors, pending, submit } = useFormSubmit({
    schema: () => accountSchemas().then((m) => m.editPasswordSchema),
    values: () => ({ oldPassword, newPassword }),
    t: tr,
    check: (found) =>
      !found.newPassword && newPassword !== confirmPassword
        ? { confirmPassword: tr("validation.password_mismatch") }
        : undefined,
    send: async (data) => {
      await changePassword(data);
      setOldPassword("");
      setNewPassword("");
      setConfirmPassword("");
      showToast(t("passwordChanged"), "success");
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("changePassword")} className="px-4 pb-4">
      <FormField
        label={tr("fields.oldPassword")}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        placeholder={t("oldPlaceholder")}
        value={oldPassword}
        onValue={setOldPassword}
        error={errors.oldPassword}
      />
      <FormField
        label={tr("fields.newPassword")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        placeholder={t("newPlaceholder")}
        value={newPassword}
        onValue={setNewPassword}
        error={errors.newPassword}
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
      <SubmitButton pending={pending} pendingText={tr("account.profile.saving")}>
        {t("savePassword")}
      </SubmitButton>
    </form>
  );
}
