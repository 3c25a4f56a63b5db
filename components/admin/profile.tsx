// The signed-in operator's own account: change the password (the old one first; other sessions end)
// and enrol or replace an authenticator app (scan the QR code or type the key, confirm with its first
// code and the password; replacing one also takes a code of the app enrolled now).
"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { changeOwnPassword, confirmTotp, startTotp, useMe } from "@/lib/admin-client/staff";
import { useOperator } from "./operator-context";
import { TotpQr } from "./totp-qr";
import { Button, Card, Field, PageHeader, inputClass } from "./ui";
import { PasswordField } from "./password-field";

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
        <PasswordField
          label={t("oldPassword")}
          error={errors.oldPassword}
          current
          value={fields.oldPassword}
          onChange={(e) => setFields({ ...fields, oldPassword: e.target.value })}
        />
        <PasswordField
          label={t("newPassword")}
          error={errors.newPassword}
          hint={t("passwordHint")}
          value={fields.newPassword}
          onChange={(e) => setFields({ ...fields, newPassword: e.target.value })}
        />
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

type Enrolment = { enrolment: string; otpauthUri: string; secret: string };

function TotpCard() {
  const t = useTranslations("profile");
  const tc = useTranslations("common");
  const me = useMe();
  const enrolled = me.data?.totp ?? false;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [fields, setFields] = useState({ code: "", currentCode: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const set = (name: keyof typeof fields) => (e: ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [name]: e.target.value });
  const close = () => {
    setEnrolment(null);
    setFields({ code: "", currentCode: "", password: "" });
    setErrors({});
  };
  return (
    <Card title={t("totp")}>
      <p className="mb-2 text-sm text-gray-700">{t("totpHelp")}</p>
      <p className="mb-3 text-sm" data-testid="totp-status">
        {t("totpStatus", { state: enrolled ? t("totpOn") : t("totpOff") })}
      </p>
      {!enrolment ? (
        <Button
          onClick={async () => {
            setDone(false);
            setEnrolment(await startTotp());
          }}
        >
          {enrolled ? t("totpReplace") : t("totpStart")}
        </Button>
      ) : (
        <form
          className="max-w-md"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await confirmTotp({
                enrolment: enrolment.enrolment,
                code: fields.code,
                password: fields.password,
                currentCode: enrolled ? fields.currentCode : undefined,
              });
              close();
              setDone(true);
              void me.mutate();
            } catch (err) {
              setErrors((err as { fields?: Record<string, string> }).fields ?? { code: (err as Error).message });
            }
          }}
        >
          {enrolled ? <p className="mb-2 text-sm text-gray-700">{t("totpReplaceHelp")}</p> : null}
          <p className="text-sm">{t("totpSecret")}</p>
          <TotpQr uri={enrolment.otpauthUri} label={t("totpQr")} />
          <code className="my-1 block rounded bg-gray-100 p-2 font-mono text-sm break-all" data-testid="totp-secret">
            {enrolment.secret}
          </code>
          <details className="mb-2 text-xs text-gray-600">
            <summary className="cursor-pointer">{t("totpUri")}</summary>
            <p className="mt-1 break-all">{enrolment.otpauthUri}</p>
          </details>
          <Field label={t("totpCode")} error={errors.code}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className={inputClass}
                value={fields.code}
                onChange={set("code")}
              />
            )}
          </Field>
          {enrolled ? (
            <Field label={t("totpCurrentCode")} error={errors.currentCode}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={7}
                  className={inputClass}
                  value={fields.currentCode}
                  onChange={set("currentCode")}
                />
              )}
            </Field>
          ) : null}
          <PasswordField
            label={t("totpPassword")}
            error={errors.password}
            current
            value={fields.password}
            onChange={set("password")}
          />
          <div className="flex gap-2">
            <Button type="submit" kind="primary">
              {t("totpConfirm")}
            </Button>
            <Button type="button" onClick={close}>
              {tc("cancel")}
            </Button>
          </div>
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
