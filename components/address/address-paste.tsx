// 智能识别: paste "名字 手机 地址" in one go; name, phone, province / city / district and the street
// fill the form (lib/client/address-parse.ts), and the shopper checks them before saving. A Hong Kong
// or Macau address also sets the form's region.
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { loadPlaces, loadRegions, regionName } from "@/lib/client/regions";
import { REGION_NAMES, placeName, type AddressRegion } from "@/lib/regions";
import { showToast } from "@/lib/client/toast";

export type RecognisedFields = Partial<
  Record<"name" | "phone" | "province" | "city" | "district" | "detail", string>
> & {
  region?: AddressRegion;
};

export function AddressPaste({ onRecognised }: { onRecognised: (fields: RecognisedFields) => void }) {
  const t = useTranslations("address.paste");
  const locale = useLocale();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  const recognise = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      // The recogniser and the places load with the first paste, not with the screen.
      const [{ parseAddressText }, regions, places] = await Promise.all([
        import("@/lib/client/address-parse"),
        loadRegions().catch(() => []),
        loadPlaces().catch(() => undefined),
      ]);
      const parsed = parseAddressText(text, regions, places);
      const fields: RecognisedFields = { name: parsed.name, phone: parsed.phone, detail: parsed.detail };
      if (parsed.region) {
        const [pi, ci, di] = parsed.region;
        const province = regions[pi];
        const city = province[2][ci];
        Object.assign(fields, {
          region: "CN",
          province: regionName(province, locale),
          city: regionName(city, locale),
          district: di === null ? undefined : regionName(city[2][di], locale),
        });
      } else if (parsed.place && places) {
        const { region, city, district } = parsed.place;
        const area = city === null ? null : places[region][city];
        Object.assign(fields, {
          region,
          province: placeName(REGION_NAMES[region], locale),
          city: area ? placeName(area.names, locale) : undefined,
          district: area && district !== null ? placeName(area.children![district].names, locale) : undefined,
        });
      }
      const found = Object.values(fields).filter(Boolean).length;
      if (found === 0) showToast(t("nothing"), "error");
      else {
        onRecognised(fields);
        showToast(t("done"), "success");
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rounded-lg bg-white p-3">
      <label htmlFor="address-paste" className="block text-xs text-gray-500">
        {t("label")}
      </label>
      <textarea
        id="address-paste"
        value={text}
        rows={2}
        maxLength={300}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("placeholder")}
        className="mt-1 w-full resize-none rounded bg-gray-50 p-2 text-sm outline-none placeholder:text-gray-400"
      />
      <div className="flex justify-end">
        <button
          type="button"
          disabled={busy || !text.trim()}
          onClick={() => void recognise()}
          className="h-8 rounded-full border border-accent px-4 text-xs text-accent disabled:opacity-40"
        >
          {t("recognise")}
        </button>
      </div>
    </div>
  );
}
