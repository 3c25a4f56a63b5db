// 设置: change password, language, log out (asked first), cancel account.
"use client";

import { Suspense, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { useConfirm } from "@/components/ui/confirm-sheet";
import { showToast } from "@/lib/client/toast";
import { logout, useUserInfo } from "@/lib/client/account";
import { ChangePasswordForm } from "./change-password-form";
import { CancelAccountDialog } from "./cancel-account-dialog";
import { APP_VERSION, APP_VERSION_CODE } from "@/lib/pwa/version";

export function SettingScreen() {
  const t = useTranslations("account.setting");
  const tPwa = useTranslations("pwa");
  const router = useRouter();
  const { data: user } = useUserInfo();
  const [cancelling, setCancelling] = useState(false);
  const [confirm, confirmSheet] = useConfirm();

  const leave = (message: string) => {
    logout();
    showToast(message, "success");
    router.replace("/me");
  };

  return (
    <div className="space-y-3 p-3">
      <section aria-labelledby="setting-account" className="overflow-hidden rounded-lg bg-white">
        <h2 id="setting-account" className="px-4 pt-3 text-xs text-gray-500">
          {t("accountSection")}
        </h2>
        <h3 className="px-4 pt-2 text-[15px] font-medium">{t("changePassword")}</h3>
        {!user ? (
          <div aria-hidden className="m-4 h-32 animate-pulse rounded bg-gray-100" />
        ) : user.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="px-4 pt-1 pb-4 text-sm text-gray-500">{t("noPassword")}</p>
        )}
      </section>
      <section aria-labelledby="setting-general" className="overflow-hidden rounded-lg bg-white">
        <h2 id="setting-general" className="px-4 pt-3 text-xs text-gray-500">
          {t("generalSection")}
        </h2>
        <Suspense>
          <LocaleSwitcher />
        </Suspense>
        <p
          className="flex items-center justify-between border-t border-gray-100 px-4 py-3 text-[15px]"
          data-testid="app-version"
        >
          <span>{tPwa("versionLabel")}</span>
          <span className="text-gray-500">
            {tPwa("versionValue", { version: APP_VERSION, code: APP_VERSION_CODE })}
          </span>
        </p>
      </section>
      <button
        type="button"
        onClick={async () => {
          if (await confirm({ message: t("logoutConfirm"), confirmLabel: t("logout") })) leave(t("loggedOut"));
        }}
        className="h-11 w-full rounded-lg bg-white text-[15px] text-gray-800"
      >
        {t("logout")}
      </button>
      <button
        type="button"
        onClick={() => setCancelling(true)}
        disabled={!user}
        className="h-11 w-full rounded-lg bg-white text-[15px] text-price disabled:opacity-60"
      >
        {t("cancelAccount")}
      </button>
      {cancelling && user ? (
        <CancelAccountDialog
          user={user}
          onClose={() => setCancelling(false)}
          onCancelled={() => leave(t("cancelled"))}
        />
      ) : null}
      {confirmSheet}
    </div>
  );
}
