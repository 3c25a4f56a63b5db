// "Get code" with the resend countdown (spec: one SMS per phone per 60 s). The server enforces the
// limit; the countdown only spares the shopper a refused request.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { sendSmsCode } from "@/lib/client/account";
import { showToast } from "@/lib/client/toast";
import { useHydrated } from "@/lib/client/use-hydrated";

type Props = {
  phone: string;
  /** Checks the phone first; false stops the request (the form shows why). */
  validate?: () => boolean | Promise<boolean>;
  /** The refusal (an API error with its field messages, or a network error). */
  onError?: (error: unknown) => void;
};

export function SendCodeButton({ phone, validate, onError }: Props) {
  const t = useTranslations("account.phone");
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  const send = async () => {
    if (validate && !(await validate())) return;
    setPending(true);
    try {
      const res = await sendSmsCode(phone);
      setNow(Date.now());
      setUntil(Date.now() + res.cooldown * 1000);
      showToast(t("sent"), "success");
    } catch (error) {
      onError?.(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={send}
      disabled={!hydrated || pending || left > 0}
      className="h-8 shrink-0 rounded-full border border-accent px-3 text-xs text-accent disabled:border-gray-200 disabled:text-gray-500"
    >
      {left > 0 ? t("resendIn", { seconds: left }) : t("sendCode")}
    </button>
  );
}
