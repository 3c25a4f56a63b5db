// 所在地区: a sheet from the bottom to choose the address's places step by step (tabs along the top show
// the path and step back). The mainland: province, city, district, from its data fetched when the
// sheet first opens. Hong Kong: area, then district; Macau: area, then parish or none (Cotai has none);
// Taiwan: county or city, then township or district with its postal code (lib/regions, four locales).
"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { loadPlaces, loadRegions, regionName, type Province } from "@/lib/client/regions";
import { REGION_NAMES, placeName, type AddressRegion, type Place, type PlaceRegion } from "@/lib/regions";

export type RegionChoice = { province: string; city: string; district: string; postalCode?: string };

type Props = { region?: AddressRegion; onPick: (choice: RegionChoice) => void; onClose: () => void };

type Option = { key: string; label: string };

export function RegionPicker({ region = "CN", onPick, onClose }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return region === "CN" ? (
    <MainlandPicker onPick={onPick} onClose={onClose} />
  ) : (
    <PlacePicker region={region} onPick={onPick} onClose={onClose} />
  );
}

function MainlandPicker({ onPick, onClose }: Omit<Props, "region">) {
  const t = useTranslations("address.region");
  const locale = useLocale();
  const [regions, setRegions] = useState<Province[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [path, setPath] = useState<number[]>([]);

  useEffect(() => {
    loadRegions().then(setRegions, () => setFailed(true));
  }, []);

  const province = regions && path[0] !== undefined ? regions[path[0]] : null;
  const city = province && path[1] !== undefined ? province[2][path[1]] : null;
  const level = path.length;
  const options: readonly (readonly [string, string, ...unknown[]])[] = !regions
    ? []
    : level === 0
      ? regions
      : level === 1
        ? province![2]
        : city![2];

  const choose = (index: number) => {
    const next = [...path, index];
    const cityNow = level === 1 ? province![2][index] : city;
    // A city without districts (a few county-level cities) completes the choice.
    if (level === 2 || (level === 1 && cityNow && cityNow[2].length === 0)) {
      const p = regions![next[0]];
      const c = p[2][next[1]];
      const d = next[2] !== undefined ? c[2][next[2]] : null;
      onPick({
        province: regionName(p, locale),
        city: regionName(c, locale),
        district: d ? regionName(d, locale) : "",
      });
      return;
    }
    setPath(next);
  };

  const tabs = [province ? regionName(province, locale) : null, city ? regionName(city, locale) : null].filter(
    (x): x is string => x !== null,
  );
  return (
    <PickerSheet
      onClose={onClose}
      tabs={tabs}
      onTab={(i) => setPath(path.slice(0, i))}
      step={t(level === 0 ? "province" : level === 1 ? "city" : "district")}
      failed={failed}
      options={regions ? options.map((o) => ({ key: o[0], label: regionName(o, locale) })) : null}
      onChoose={choose}
    />
  );
}

function PlacePicker({ region, onPick, onClose }: { region: PlaceRegion } & Omit<Props, "region">) {
  const t = useTranslations("address.region");
  const locale = useLocale();
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [area, setArea] = useState<Place | null>(null);

  useEffect(() => {
    loadPlaces().then(
      (all) => setPlaces(all[region]),
      () => setFailed(true),
    );
  }, [region]);

  const pick = (city: Place, district: Place | null) =>
    onPick({
      province: placeName(REGION_NAMES[region], locale),
      city: placeName(city.names, locale),
      district: district ? placeName(district.names, locale) : "",
      postalCode: district?.postalCode ?? "",
    });

  const children = area?.children ?? [];
  // Macau's parish may be left out: "none" is the first choice of the second step.
  const none = region === "MO" ? [{ key: "-", label: t("noParish") }] : [];
  const options: Option[] | null = !places
    ? null
    : area
      ? [
          ...none,
          ...children.map((d) => ({
            key: d.names[1],
            label: d.postalCode ? `${placeName(d.names, locale)} ${d.postalCode}` : placeName(d.names, locale),
          })),
        ]
      : places.map((p) => ({ key: p.names[1], label: placeName(p.names, locale) }));

  const choose = (index: number) => {
    if (!places) return;
    if (!area) {
      const next = places[index];
      if (!next.children?.length) pick(next, null);
      else setArea(next);
      return;
    }
    const at = index - none.length;
    pick(area, at < 0 ? null : children[at]);
  };

  return (
    <PickerSheet
      onClose={onClose}
      tabs={area ? [placeName(area.names, locale)] : []}
      onTab={() => setArea(null)}
      step={t(`step.${region}.${area ? "district" : "city"}`)}
      failed={failed}
      options={options}
      onChoose={choose}
    />
  );
}

type SheetProps = {
  onClose: () => void;
  tabs: string[];
  onTab: (index: number) => void;
  step: string;
  failed: boolean;
  /** null while loading. */
  options: Option[] | null;
  onChoose: (index: number) => void;
};

function PickerSheet({ onClose, tabs, onTab, step, failed, options, onChoose }: SheetProps) {
  const t = useTranslations("address.region");
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="region-title"
        onClick={(e) => e.stopPropagation()}
        className="flex h-[70dvh] w-full max-w-[480px] flex-col rounded-t-2xl bg-white"
      >
        <div className="flex items-center justify-between px-4 pt-3">
          <h2 id="region-title" className="text-base font-medium">
            {t("title")}
          </h2>
          <button type="button" onClick={onClose} aria-label={t("close")} className="h-9 w-9 text-lg text-gray-500">
            ✕
          </button>
        </div>
        <nav aria-label={t("path")} className="flex gap-4 border-b border-gray-100 px-4 text-sm">
          {tabs.map((name, i) => (
            <button key={i} type="button" onClick={() => onTab(i)} className="py-2 text-gray-700">
              {name}
            </button>
          ))}
          <span className="border-b-2 border-accent py-2 text-accent">{step}</span>
        </nav>
        {failed ? (
          <p className="p-6 text-center text-sm text-gray-500">{t("failed")}</p>
        ) : !options ? (
          <div aria-hidden className="m-4 h-40 animate-pulse rounded bg-gray-100" />
        ) : (
          <ul aria-label={step} className="flex-1 overflow-y-auto pb-[env(safe-area-inset-bottom)]">
            {options.map((o, i) => (
              <li key={o.key}>
                <button
                  type="button"
                  onClick={() => onChoose(i)}
                  className="w-full px-4 py-2.5 text-left text-sm active:bg-gray-50"
                >
                  {o.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
