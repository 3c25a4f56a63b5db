// 注销账号: a confirmation dialog that says what is deleted and asks for the password (or, for an
// account without one, a code sent to its phone). Afterwards the shopper is logged out.
"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { cancelAccount, type UserInfo } from "@/lib/client/account";
import { apiFormErrors, type FieldErrors } from "@/lib/client/form-errors";
import { FormError, FormField } from "./form-field";
import { CodeInput } from "./code-input";
import { SendCodeButton } from "./send-code-button";
import { formatPhone } from "@/lib/phone";

type Props = { user: UserInfo; onClose: () => void; onCancelled: () => void };

export function CancelAccountDialog({ user, onClose, onCancelled }: Props) {
  const t = useTranslations("account.setting");
  const tr = useTranslations();
  const titleId = useId();
  const first = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const needsCode = !user.hasPassword && Boolean(user.phone);

  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const confirm = async () => {
    setPending(true);
    setErrors({});
    try {
      const proof = user.hasPassword ? { password } : needsCode ? { code } : {};
      await cancelAccount(proof);
      onCancelled();
    } catch (error) {
      setErrors(apiFormErrors(error));
      setPending(false);
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center" onClick={onClose}>
      <div
        ref={first}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        className="w-full max-w-[480px] rounded-t-2xl bg-white p-5 outline-none sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t("cancelTitle")}
        </h2>
        <p className="mt-2 text-sm text-gray-600">{t("cancelWarning")}</p>
        {user.hasPassword ? (
          <FormField
            label={tr("fields.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
            className="mt-2"
          />
        ) : null}
        {needsCode && user.phone ? (
          <div className="mt-2">
            <div className="flex items-center justify-between gap-2 text-xs text-gray-500">
              <span>{t("sendCodeTo", { phone: formatPhone(user.phone, { mask: true }) })}</span>
              <SendCodeButton
                phone={user.phone}
                onError={(e) => setErrors({ _: Object.values(apiFormErrors(e))[0] })}
              />
            </div>
            <CodeInput label={tr("fields.code")} value={code} onValue={setCode} error={errors.code} />
          </div>
        ) : null}
        <FormError message={errors._} />
        <div className="mt-5 flex gap-3">
          <button
            type="button"
            onClick={onClose}
            className="h-11 flex-1 rounded-full border border-gray-200 text-[15px]"
          >
            {t("cancelKeep")}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            className="h-11 flex-1 rounded-full bg-price text-[15px] text-white disabled:opacity-60"
          >
            {t("cancelConfirm")}
          </button>
        </div>
      </div>
    </div>
  );
}
