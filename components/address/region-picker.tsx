// 所在地区: a sheet from the bottom to choose province, then city, then district (tabs along the top
// show the path and step back). The region data is fetched when the sheet first opens.
"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { loadRegions, regionName, type Province } from "@/lib/client/regions";

export type RegionChoice = { province: string; city: string; district: string };

type Props = { onPick: (choice: RegionChoice) => void; onClose: () => void };

export function RegionPicker({ onPick, onClose }: Props) {
  const t = useTranslations("address.region");
  const locale = useLocale();
  const [regions, setRegions] = useState<Province[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [path, setPath] = useState<number[]>([]);

  useEffect(() => {
    loadRegions().then(setRegions, () => setFailed(true));
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

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
            <button key={i} type="button" onClick={() => setPath(path.slice(0, i))} className="py-2 text-gray-700">
              {name}
            </button>
          ))}
          <span className="border-b-2 border-accent py-2 text-accent">
            {t(level === 0 ? "province" : level === 1 ? "city" : "district")}
          </span>
        </nav>
        {failed ? (
          <p className="p-6 text-center text-sm text-gray-500">{t("failed")}</p>
        ) : !regions ? (
          <div aria-hidden className="m-4 h-40 animate-pulse rounded bg-gray-100" />
        ) : (
          <ul
            aria-label={t(level === 0 ? "province" : level === 1 ? "city" : "district")}
            className="flex-1 overflow-y-auto pb-[env(safe-area-inset-bottom)]"
          >
            {options.map((o, i) => (
              <li key={o[0]}>
                <button
                  type="button"
                  onClick={() => choose(i)}
                  className="w-full px-4 py-2.5 text-left text-sm active:bg-gray-50"
                >
                  {regionName(o, locale)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
