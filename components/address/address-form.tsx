// Add or edit a delivery address. Checked in the browser with the API's own schema, then by the API;
// either way the messages appear under the fields. In "select" mode (from the confirm screen) the new
// address becomes the order's delivery and the shopper returns there.
//
// The region comes first (lib/regions): the mainland keeps its province / city / district fields and
// picker; Hong Kong, Macau and Taiwan choose their places from the picker only (the region's own name
// is the province), Macau may leave the parish out, Taiwan shows the district's postal code. The
// receiver's phone has its region beside it, following the address's region until one is typed.
"use client";

import { useCallback, useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { saveAddress, type AddressRow } from "@/lib/client/addresses";
import { addressSchemas } from "@/lib/client/form-schemas";
import { usePreload } from "@/lib/client/idle";
import { useDeferredModule } from "@/lib/client/use-deferred-module";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { showToast } from "@/lib/client/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { FormField } from "@/components/account/form-field";
import { PhoneField, phoneInput, type PhoneValue } from "@/components/account/phone-field";
import { updateOrderDraft } from "@/lib/client/order-draft";
import { splitPhone } from "@/lib/phone";
import { ADDRESS_REGIONS, ADDRESS_RULES, REGION_NAMES, placeName, type AddressRegion } from "@/lib/regions";
import { AddressPaste, type RecognisedFields } from "./address-paste";
import type { RegionChoice } from "./region-picker";

// The picker is loaded when the shopper first opens it, so the editor's first load stays light (by hand,
// as the new-user coupon popup is: next/dynamic's loader would weigh on every screen).
const loadPicker = () => import("./region-picker");

const TEXT_FIELDS = ["name", "province", "city", "district", "postalCode", "detail"] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string>;
const PLACE_FIELDS = ["province", "city", "district"] as const;

const autoComplete: Record<(typeof PLACE_FIELDS)[number], string> = {
  province: "address-level1",
  city: "address-level2",
  district: "address-level3",
};

function initialPhone(initial: AddressRow | undefined): PhoneValue {
  const split = initial ? splitPhone(initial.phone) : null;
  if (split) return split;
  return { region: initial?.region ?? "CN", national: initial?.phone ?? "" };
}

export function AddressForm({ initial, select = false }: { initial?: AddressRow; select?: boolean }) {
  const t = useTranslations();
  const locale = useLocale();
  usePreload(addressSchemas);
  const router = useRouter();
  const regionId = useId();
  const [region, setRegion] = useState<AddressRegion>(initial?.region ?? "CN");
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(TEXT_FIELDS.map((f) => [f, initial?.[f] ?? ""])) as Values,
  );
  const [phone, setPhone] = useState<PhoneValue>(() => initialPhone(initial));
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [picking, setPicking] = useState(false);
  const closePicker = useCallback(() => setPicking(false), []);
  const picker = useDeferredModule(loadPicker, picking);
  const openPicker = () => {
    if (picker.failed) picker.retry();
    setPicking(true);
  };
  const rule = ADDRESS_RULES[region];

  /** A new region empties its places (the region's own name is a non-mainland address's province). */
  const changeRegion = (next: AddressRegion) => {
    setRegion(next);
    setValues((prev) => ({
      ...prev,
      province: next === "CN" ? "" : placeName(REGION_NAMES[next], locale),
      city: "",
      district: "",
      postalCode: "",
    }));
    if (!phone.national.trim()) setPhone({ region: next, national: "" });
  };
  const fill = ({ region: found, phone: number, ...fields }: RecognisedFields & Partial<RegionChoice>) => {
    if (found && found !== region) changeRegion(found);
    if (number) setPhone(splitPhone(number) ?? { region: found ?? region, national: number });
    setValues((prev) => ({
      ...prev,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    }));
  };
  const {
    errors,
    pending: saving,
    submit,
  } = useFormSubmit({
    schema: () => addressSchemas().then((m) => m.addressFieldsSchema),
    values: () => ({ ...values, phone: phoneInput(phone), region, isDefault }),
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

  const label = (f: (typeof PLACE_FIELDS)[number]) =>
    region === "CN" ? t(`fields.${f}`) : t(`address.levels.${region}.${f}`);
  const chooseButton = (
    <button
      type="button"
      onClick={openPicker}
      className="shrink-0 rounded-full border border-accent px-3 py-1 text-xs text-accent"
    >
      {t("address.region.choose")}
    </button>
  );
  // Outside the mainland the places come from the picker only: the fields show what was chosen.
  const placeFields = region === "CN" ? PLACE_FIELDS : (["city", "district"] as const);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 p-3">
      <AddressPaste onRecognised={fill} />
      <div className="rounded-lg bg-white px-4">
        <div className="border-b border-gray-100 py-2">
          <label htmlFor={regionId} className="block text-xs text-gray-500">
            {t("fields.region")}
          </label>
          <select
            id={regionId}
            value={region}
            onChange={(e) => changeRegion(e.target.value as AddressRegion)}
            className="h-10 w-full bg-transparent text-[15px] outline-none"
          >
            {ADDRESS_REGIONS.map((r) => (
              <option key={r} value={r}>
                {placeName(REGION_NAMES[r], locale)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t("fields.name")}
          value={values.name}
          onValue={(v) => setValues((prev) => ({ ...prev, name: v }))}
          error={errors.name}
          autoComplete="name"
          maxLength={20}
        />
        <PhoneField label={t("fields.phone")} value={phone} onValue={setPhone} error={errors.phone} />
        {placeFields.map((f) => (
          <FormField
            key={f}
            label={label(f)}
            value={values[f]}
            onValue={(v) => setValues((prev) => ({ ...prev, [f]: v }))}
            error={errors[f] ?? (region !== "CN" && f === "city" ? errors.province : undefined)}
            autoComplete={autoComplete[f]}
            readOnly={region !== "CN"}
            onClick={region !== "CN" ? openPicker : undefined}
            trailing={f === placeFields[0] ? chooseButton : undefined}
            maxLength={20}
          />
        ))}
        {rule.postalCode ? (
          <FormField
            label={t("fields.postalCode")}
            value={values.postalCode}
            onValue={(v) => setValues((prev) => ({ ...prev, postalCode: v }))}
            error={errors.postalCode}
            autoComplete="postal-code"
            inputMode="numeric"
            readOnly
            onClick={openPicker}
            maxLength={3}
          />
        ) : null}
        <FormField
          label={t("fields.detail")}
          value={values.detail}
          onValue={(v) => setValues((prev) => ({ ...prev, detail: v }))}
          error={errors.detail}
          autoComplete="street-address"
          maxLength={120}
        />
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
      {picking && picker.module ? (
        <picker.module.RegionPicker
          region={region}
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
