// 个人资料: change the avatar (choose an image, upload it, make it the avatar) and the nickname.
"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";
import { editUserInfo, useUserInfo, type UserInfo } from "@/lib/client/account";
import { uploadImage } from "@/lib/client/upload";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { NICKNAME_MAX } from "@/lib/validation/limits";
import { FormError, FormField, SubmitButton } from "./form-field";
import { formatPhone } from "@/lib/phone";

export function ProfileForm() {
  const { data: user, mutate } = useUserInfo();
  if (!user) return <div aria-hidden className="m-3 h-48 animate-pulse rounded-lg bg-white" />;
  return <ProfileFields user={user} onSaved={(next) => mutate(next, { revalidate: false })} />;
}

function ProfileFields({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const t = useTranslations("account.profile");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const fileInput = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState(user.nickname);
  const [progress, setProgress] = useState<number | null>(null);

  const changeAvatar = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const record = await uploadImage(file, {
        categoryId: "avatar",
        onProgress: setProgress,
        networkError: tr("common.networkError"),
      });
      onSaved(await editUserInfo({ avatar: record.url }));
      showToast(t("avatarUpdated"), "success");
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), "error");
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const {
    errors,
    pending,
    submit: save,
  } = useFormSubmit({
    schema: () => accountSchemas().then((m) => m.editUserInfoSchema),
    values: () => ({ nickname }),
    t: tr,
    send: async (data) => {
      onSaved(await editUserInfo(data, { silent: true }));
      showToast(t("saved"), "success");
    },
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3 p-3">
      <div className="flex items-center gap-4 rounded-lg bg-white p-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- uploaded or app-served avatar */}
        <img
          src={user.avatar}
          alt={t("avatar")}
          width={64}
          height={64}
          className="h-16 w-16 rounded-full bg-gray-100 object-cover"
        />
        <div className="flex-1">
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={progress !== null}
            className="rounded-full border border-accent px-4 py-1.5 text-sm text-accent disabled:opacity-60"
          >
            {progress !== null ? tr("account.upload.uploading", { percent: progress }) : t("changeAvatar")}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={t("changeAvatar")}
            className="hidden"
            onChange={(e) => changeAvatar(e.target.files?.[0])}
          />
        </div>
      </div>
      <div className="rounded-lg bg-white px-4">
        <FormField
          label={tr("fields.nickname")}
          name="nickname"
          maxLength={NICKNAME_MAX}
          placeholder={t("nicknamePlaceholder")}
          value={nickname}
          onValue={setNickname}
          error={errors.nickname}
        />
        <dl className="divide-y divide-gray-100 text-sm">
          <div className="flex justify-between py-3">
            <dt className="text-gray-500">{t("username")}</dt>
            <dd>{user.username ?? t("notSet")}</dd>
          </div>
          <div className="flex justify-between py-3">
            <dt className="text-gray-500">{t("phone")}</dt>
            <dd>{user.phone ? formatPhone(user.phone, { mask: true }) : t("notSet")}</dd>
          </div>
        </dl>
      </div>
      <FormError message={errors._} />
      <SubmitButton pending={pending} pendingText={t("saving")}>
        {t("save")}
      </SubmitButton>
    </form>
  );
}
