// The signed-in operator's own account: change the password (the old one first; other sessions end)
// and enrol an authenticator app (scan or type the secret, confirm with the first code).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { changeOwnPassword, confirmTotp, startTotp, useMe } from "@/lib/admin-client/staff";
import { useOperator } from "./operator-context";
import { Button, Card, Field, PageHeader, inputClass } from "./ui";

function PasswordForm() {
  const t = useTranslations("profile");
  const [fields, setFields] = useState({ oldPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  return (
    <Card title={t("password")}>
      <form
        className="max-w-sm"
        onSubmit={async (e) => {
          e.preventDefault();
          setDone(false);
          try {
            await changeOwnPassword(fields);
            setFields({ oldPassword: "", newPassword: "" });
            setErrors({});
            setDone(true);
          } catch (err) {
            setErrors((err as { fields?: Record<string, string> }).fields ?? { newPassword: (err as Error).message });
          }
        }}
      >
        <Field label={t("oldPassword")} error={errors.oldPassword}>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="current-password"
              className={inputClass}
              value={fields.oldPassword}
              onChange={(e) => setFields({ ...fields, oldPassword: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("newPassword")} error={errors.newPassword} hint={t("passwordHint")}>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              value={fields.newPassword}
              onChange={(e) => setFields({ ...fields, newPassword: e.target.value })}
            />
          )}
        </Field>
        <Button type="submit" kind="primary">
          {t("changePassword")}
        </Button>
        {done ? (
          <p role="status" className="mt-2 text-sm text-green-800">
            {t("passwordChanged")}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

function TotpCard() {
  const t = useTranslations("profile");
  const me = useMe();
  const [enrolment, setEnrolment] = useState<{ enrolment: string; otpauthUri: string; secret: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState(false);
  return (
    <Card title={t("totp")}>
      <p className="mb-2 text-sm text-gray-700">{t("totpHelp")}</p>
      {!enrolment ? (
        <Button
          onClick={async () => {
            setDone(false);
            setEnrolment(await startTotp());
          }}
        >
          {t("totpStart")}
        </Button>
      ) : (
        <form
          className="max-w-md"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await confirmTotp({ enrolment: enrolment.enrolment, code });
              setEnrolment(null);
              setCode("");
              setError("");
              setDone(true);
              void me.mutate();
            } catch (err) {
              setError((err as { fields?: Record<string, string> }).fields?.code ?? (err as Error).message);
            }
          }}
        >
          <p className="text-sm">{t("totpSecret")}</p>
          <code className="my-1 block rounded bg-gray-100 p-2 font-mono text-sm break-all" data-testid="totp-secret">
            {enrolment.secret}
          </code>
          <p className="text-xs break-all text-gray-600">{enrolment.otpauthUri}</p>
          <Field label={t("totpCode")} error={error}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className={inputClass}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" kind="primary">
            {t("totpConfirm")}
          </Button>
        </form>
      )}
      {done ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t("totpDone")}
        </p>
      ) : null}
    </Card>
  );
}

export function ProfileScreen() {
  const t = useTranslations("profile");
  const tr = useTranslations("shell");
  const operator = useOperator();
  return (
    <>
      <PageHeader title={t("title")}>
        <p className="mt-1 text-sm text-gray-600">
          {operator.username} · {operator.roles.map((r) => tr(`role.${r}`)).join(", ")}
        </p>
      </PageHeader>
      <PasswordForm />
      <TotpCard />
    </>
  );
}
