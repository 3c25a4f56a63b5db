// The console's login: username, password and, for owner and finance (and anyone who enrolled), the
// code from the authenticator app. Every failure reads the same (the server says so); on success the
// browser goes where it was sent from, within the console only.
"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { logIn } from "@/lib/admin-client/staff";
import { Button, Field, inputClass } from "./ui";

/** Only console addresses: anything else (another site, //host, the shop) goes to the dashboard. */
export function consoleRedirect(target: string | null): string {
  if (!target || !/^\/admin(\/|$|\?)/.test(target) || target.startsWith("//")) return "/admin";
  return target;
}

export function LoginForm() {
  const t = useTranslations("login");
  const search = useSearchParams();
  const [fields, setFields] = useState({ username: "", password: "", totp: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [name]: e.target.value });
  return (
    <form
      className="w-full max-w-sm rounded-lg bg-white p-6 shadow"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const missing: Record<string, string> = {};
        if (!fields.username.trim()) missing.username = t("required");
        if (!fields.password) missing.password = t("required");
        setErrors(missing);
        setMessage("");
        if (Object.keys(missing).length) return;
        setBusy(true);
        try {
          await logIn({ username: fields.username, password: fields.password, totp: fields.totp || undefined });
          // A full navigation: the console's layout reads the new session from the cookie.
          window.location.assign(consoleRedirect(search.get("redirect")));
        } catch (error) {
          const fieldErrors = (error as { fields?: Record<string, string> }).fields;
          if (fieldErrors) setErrors(fieldErrors);
          setMessage((error as Error).message);
          setBusy(false);
        }
      }}
    >
      <h1 className="mb-4 text-xl font-semibold">{t("title")}</h1>
      {message ? (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <Field label={t("username")} error={errors.username}>
        {(props) => (
          <input
            {...props}
            name="username"
            autoComplete="username"
            value={fields.username}
            onChange={set("username")}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t("password")} error={errors.password}>
        {(props) => (
          <input
            {...props}
            name="password"
            type="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={set("password")}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t("totp")} error={errors.totp} hint={t("totpHint")}>
        {(props) => (
          <input
            {...props}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={fields.totp}
            onChange={set("totp")}
            className={inputClass}
          />
        )}
      </Field>
      <Button type="submit" kind="primary" className="mt-2 w-full" disabled={busy} aria-busy={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}
