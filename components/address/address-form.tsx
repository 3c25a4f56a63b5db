// Add or edit a delivery address. Checked in the browser with the API's own schema, then by the API;
// either way the messages appear under the fields. In "select" mode (from the confirm screen) the new
// address becomes the order's delivery and the shopper returns there.
"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { saveAddress, type AddressRow } from "@/lib/client/addresses";
import { addressSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { showToast } from "@/lib/client/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { FormField } from "@/components/account/form-field";
import { updateOrderDraft } from "@/lib/client/order-draft";
import { AddressPaste, type RecognisedFields } from "./address-paste";
import { RegionPicker, type RegionChoice } from "./region-picker";

const FIELDS = ["name", "phone", "province", "city", "district", "detail"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export function AddressForm({ initial, select = false }: { initial?: AddressRow; select?: boolean }) {
  const t = useTranslations();
  usePreload(addressSchemas);
  const router = useRouter();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(FIELDS.map((f) => [f, initial?.[f] ?? ""])) as Values,
  );
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [picking, setPicking] = useState(false);
  const closePicker = useCallback(() => setPicking(false), []);
  const fill = (fields: RecognisedFields | RegionChoice) =>
    setValues((prev) => ({
      ...prev,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    }));
  const {
    errors,
    pending: saving,
    submit,
  } = useFormSubmit({
    schema: () => addressSchemas().then((m) => m.addressFieldsSchema),
    values: () => ({ ...values, isDefault }),
    t,
    send: async (data) => {
      const saved = await saveAddress(data, initial?.id);
      showToast(t("address.saved"), "success");
      if (select) {
        updateOrderDraft({ address: { kind: "express", id: saved.id } });
        router.back();
      } else {
        router.replace(initial ? `/address/${saved.id}` : "/address");
      }
    },
    leaves: true,
  });

  const autoComplete: Record<(typeof FIELDS)[number], string> = {
    name: "name",
    phone: "tel",
    province: "address-level1",
    city: "address-level2",
    district: "address-level3",
    detail: "street-address",
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 p-3">
      <AddressPaste onRecognised={fill} />
      <div className="rounded-lg bg-white px-4">
        {FIELDS.map((f) => (
          <FormField
            key={f}
            label={t(`fields.${f}`)}
            value={values[f]}
            onValue={(v) => setValues((prev) => ({ ...prev, [f]: v }))}
            error={errors[f]}
            autoComplete={autoComplete[f]}
            inputMode={f === "phone" ? "tel" : undefined}
            type={f === "phone" ? "tel" : "text"}
            trailing={
              f === "province" ? (
                <button
                  type="button"
                  onClick={() => setPicking(true)}
                  className="shrink-0 rounded-full border border-accent px-3 py-1 text-xs text-accent"
                >
                  {t("address.region.choose")}
                </button>
              ) : undefined
            }
            maxLength={f === "detail" ? 120 : f === "phone" ? 13 : 20}
          />
        ))}
        <label className="flex items-center justify-between py-3 text-sm">
          {t("address.setDefault")}
          <input
            type="checkbox"
            className="h-5 w-5 accent-accent"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.target.checked)}
          />
        </label>
      </div>
      {errors._ ? (
        <p role="alert" className="px-1 text-sm text-price">
          {errors._}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        className="h-11 w-full rounded-full bg-accent text-white disabled:opacity-50"
      >
        {t("address.save")}
      </button>
      {picking ? (
        <RegionPicker
          onClose={closePicker}
          onPick={(choice) => {
            fill(choice);
            setPicking(false);
          }}
        />
      ) : null}
    </form>
  );
}
