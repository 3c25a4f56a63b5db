// Sort tabs (综合 / 销量 / 价格 / 新品) and a price filter above a product list: the goods list, a
// category's results and search results share it. 价格 is one tab that turns the order round on a
// second tap (↑ low to high, ↓ high to low), so the four tabs and the filter fit a 375 px phone in
// every locale. Prices are typed in yuan and sent in cents; the screens keep the choice in the
// address (lib/client/url-refinement.ts).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents, parseYuan } from "@/lib/domain/money";
import type { Refinement } from "@/lib/client/url-refinement";
import type { ProductSort } from "@/lib/validation/limits";

export type { Refinement };

const TABS = ["default", "sales", "price", "newest"] as const;

type Props = { value: Refinement; onChange: (next: Refinement) => void; className?: string };

const toCents = (yuan: string) => parseYuan(yuan) ?? undefined;
const toYuan = (cents?: number) => (cents === undefined ? "" : formatCents(cents));

export function ListRefiner({ value, onChange, className = "" }: Props) {
  const t = useTranslations("catalogue");
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(toYuan(value.priceMin));
  const [max, setMax] = useState(toYuan(value.priceMax));
  const filtered = value.priceMin !== undefined || value.priceMax !== undefined;
  // Back or forward to another address shows its bounds (state adjusted while rendering, not in an effect).
  const bounds = `${value.priceMin ?? ""}:${value.priceMax ?? ""}`;
  const [shownBounds, setShownBounds] = useState(bounds);
  if (shownBounds !== bounds) {
    setShownBounds(bounds);
    setMin(toYuan(value.priceMin));
    setMax(toYuan(value.priceMax));
  }
  const byPrice = value.sort === "price_asc" || value.sort === "price_desc";
  const sortFor = (tab: (typeof TABS)[number]): ProductSort =>
    tab !== "price" ? tab : value.sort === "price_asc" ? "price_desc" : "price_asc";

  const apply = () => {
    let [lo, hi] = [toCents(min), toCents(max)];
    // A range typed the wrong way round is meant the right way round.
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    setMin(toYuan(lo));
    setMax(toYuan(hi));
    onChange({ ...value, priceMin: lo, priceMax: hi });
    setOpen(false);
  };
  const reset = () => {
    setMin("");
    setMax("");
    onChange({ sort: value.sort });
    setOpen(false);
  };

  return (
    <div className={`bg-white ${className}`}>
      <div className="flex items-center gap-1 px-2 py-2">
        <div role="group" aria-label={t("sortLabel")} className="flex min-w-0 flex-1 gap-1">
          {TABS.map((tab) => {
            const active = tab === "price" ? byPrice : value.sort === tab;
            return (
              <button
                key={tab}
                type="button"
                aria-pressed={active}
                aria-label={tab === "price" && byPrice ? t(`sort.${value.sort}`) : undefined}
                onClick={() => onChange({ ...value, sort: sortFor(tab) })}
                className={`flex-1 rounded-full px-1 py-1 text-xs whitespace-nowrap ${active ? "bg-accent/10 font-medium text-accent" : "text-gray-600"}`}
              >
                {tab === "price" ? t("sort.price") : t(`sort.${tab}`)}
                {tab === "price" ? (
                  <span aria-hidden className="ml-0.5">
                    {value.sort === "price_desc" ? "↓" : value.sort === "price_asc" ? "↑" : "↕"}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="price-filter"
          onClick={() => setOpen((o) => !o)}
          className={`shrink-0 rounded-full border px-2.5 py-1 text-xs ${filtered ? "border-accent text-accent" : "border-gray-200 text-gray-600"}`}
        >
          {t("filter")}
          {filtered ? " ·" : ""}
        </button>
      </div>
      {open ? (
        <form
          id="price-filter"
          aria-label={t("priceRange")}
          className="flex items-center gap-2 border-t border-gray-100 px-3 py-2 text-xs"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <span className="shrink-0 text-gray-600">{t("priceRange")}</span>
          <input
            aria-label={t("priceMin")}
            placeholder={t("priceMin")}
            inputMode="decimal"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            className="h-8 w-0 min-w-0 flex-1 rounded bg-gray-100 px-2 text-center"
          />
          <span aria-hidden>–</span>
          <input
            aria-label={t("priceMax")}
            placeholder={t("priceMax")}
            inputMode="decimal"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            className="h-8 w-0 min-w-0 flex-1 rounded bg-gray-100 px-2 text-center"
          />
          <button type="button" onClick={reset} className="shrink-0 px-1 text-gray-600">
            {t("reset")}
          </button>
          <button type="submit" className="h-8 shrink-0 rounded-full bg-accent px-3 text-white">
            {t("apply")}
          </button>
        </form>
      ) : null}
    </div>
  );
}
