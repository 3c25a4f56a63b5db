// Phone-code login (also the "return code" and "input code" screens): choose the number's region
// (mainland, Hong Kong, Macau, Taiwan), get a code with the resend countdown, type it into the six
// boxes, log in. A phone that has no account gets one (this is also how shoppers register by SMS).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { finishLogin, loginWithPhone } from "@/lib/client/account";
import { apiFormErrors, validateFormLazily } from "@/lib/client/form-errors";
import { accountSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { FormError, SubmitButton } from "./form-field";
import { CodeInput } from "./code-input";
import { SendCodeButton } from "./send-code-button";
import { PhoneField, phoneInput, type PhoneValue } from "./phone-field";

export function PhoneLoginForm({ redirect }: { redirect?: string }) {
  const t = useTranslations("account.phone");
  const tr = useTranslations();
  usePreload(accountSchemas);
  const [number, setNumber] = useState<PhoneValue>({ region: "CN", national: "" });
  const phone = phoneInput(number);
  const [code, setCode] = useState("");
  const { errors, setErrors, pending, submit } = useFormSubmit({
    schema: () => accountSchemas().then((m) => m.phoneLoginSchema),
    values: () => ({ phone, code }),
    t: tr,
    send: async (data) => finishLogin(await loginWithPhone(data), redirect),
    leaves: true,
  });

  const phoneIsValid = async () => {
    const checked = await validateFormLazily(() => accountSchemas().then((m) => m.sendSmsSchema), { phone }, tr);
    setErrors("errors" in checked ? checked.errors : {});
    return !("errors" in checked);
  };

  return (
    <form onSubmit={submit} noValidate className="px-6 pt-8">
      <p className="mb-4 text-xs text-gray-500">{t("hint")}</p>
      <PhoneField
        label={tr("fields.phone")}
        name="phone"
        value={number}
        onValue={setNumber}
        error={errors.phone}
        trailing={<SendCodeButton phone={phone} validate={phoneIsValid} onError={(e) => setErrors(apiFormErrors(e))} />}
      />
      <CodeInput label={t("codeLabel")} value={code} onValue={setCode} error={errors.code} />
      <FormError message={errors._} />
      <SubmitButton pending={pending} pendingText={tr("account.login.submitting")}>
        {t("submit")}
      </SubmitButton>
      <div className="mt-4 text-center text-sm">
        <Link href={redirect ? { pathname: "/login", query: { redirect } } : "/login"} className="text-accent">
          {t("passwordLogin")}
        </Link>
      </div>
    </form>
  );
}
