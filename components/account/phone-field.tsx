// A mobile number with its region beside it (+86 / +852 / +853 / +886): the select shows the calling
// code and lists the regions by name in the screen's language; the number is typed as people of that
// region write it. The value handed up is "+<code><digits>" (empty while no digit is typed), which the
// API's schema reads as E.164 (lib/phone).
"use client";

import { useLocale, useTranslations } from "next-intl";
import { CALLING_CODES, PHONE_EXAMPLES, PHONE_REGIONS, formatNational, type PhoneRegion } from "@/lib/phone";
import { REGION_NAMES, placeName } from "@/lib/regions";
import { FormField } from "./form-field";

/** An example as the region writes it at home: Taiwan with its trunk 0. */
const PLACEHOLDERS: Record<PhoneRegion, string> = {
  CN: formatNational(PHONE_EXAMPLES.CN, "CN"),
  HK: formatNational(PHONE_EXAMPLES.HK, "HK"),
  MO: formatNational(PHONE_EXAMPLES.MO, "MO"),
  TW: `0${formatNational(PHONE_EXAMPLES.TW, "TW")}`,
};

export type PhoneValue = { region: PhoneRegion; national: string };

/** The value the API takes: "+85366123456", or "" when nothing was typed. */
export const phoneInput = ({ region, national }: PhoneValue) =>
  national.trim() ? `+${CALLING_CODES[region]}${national.replace(/\D/g, "")}` : "";

type Props = {
  label: string;
  value: PhoneValue;
  onValue: (value: PhoneValue) => void;
  error?: string;
  name?: string;
  trailing?: React.ReactNode;
};

export function PhoneField({ label, value, onValue, error, name, trailing }: Props) {
  const t = useTranslations("account.phone");
  const locale = useLocale();
  return (
    <FormField
      label={label}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      // Taiwan's 0912 345 678 is the longest: 10 digits and 2 spaces.
      maxLength={14}
      placeholder={PLACEHOLDERS[value.region]}
      value={value.national}
      onValue={(v) => onValue({ ...value, national: v.replace(/[^\d\s]/g, "") })}
      error={error}
      leading={
        <span className="relative flex h-10 shrink-0 items-center border-r border-gray-100 pr-2 text-[15px]">
          <span aria-hidden className="pointer-events-none">
            +{CALLING_CODES[value.region]} ▾
          </span>
          <select
            aria-label={t("regionLabel")}
            value={value.region}
            onChange={(e) => onValue({ ...value, region: e.target.value as PhoneRegion })}
            className="absolute inset-0 cursor-pointer opacity-0"
          >
            {PHONE_REGIONS.map((r) => (
              <option key={r} value={r}>
                {placeName(REGION_NAMES[r], locale)} +{CALLING_CODES[r]}
              </option>
            ))}
          </select>
        </span>
      }
      trailing={trailing}
    />
  );
}
