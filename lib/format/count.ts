// Abbreviated counts (sales, points). The specification: 千 from 1,000, 万 from 10,000, up to 万亿,
// one decimal. Chinese locales use those units; English and Japanese get their own forms
// (1.2K / 3.4M in English; 1.2千 / 3.4万 / 5.6億 in Japanese).
import type { Locale } from "@/lib/i18n/routing";

type Unit = { value: number; suffix: string };

const units: Record<Locale, Unit[]> = {
  "zh-Hans": [
    { value: 1e12, suffix: "万亿" },
    { value: 1e8, suffix: "亿" },
    { value: 1e4, suffix: "万" },
    { value: 1e3, suffix: "千" },
  ],
  "zh-Hant": [
    { value: 1e12, suffix: "萬億" },
    { value: 1e8, suffix: "億" },
    { value: 1e4, suffix: "萬" },
    { value: 1e3, suffix: "千" },
  ],
  ja: [
    { value: 1e12, suffix: "兆" },
    { value: 1e8, suffix: "億" },
    { value: 1e4, suffix: "万" },
    { value: 1e3, suffix: "千" },
  ],
  en: [
    { value: 1e12, suffix: "T" },
    { value: 1e9, suffix: "B" },
    { value: 1e6, suffix: "M" },
    { value: 1e3, suffix: "K" },
  ],
};

/** One decimal, truncated (never rounds 9,999 up to "10.0千"), trailing ".0" dropped. */
function oneDecimal(n: number): string {
  const truncated = Math.floor(n * 10) / 10;
  return truncated % 1 === 0 ? truncated.toFixed(0) : truncated.toFixed(1);
}

export function formatCount(count: number, locale: Locale = "zh-Hans"): string {
  if (!Number.isFinite(count)) return "0";
  const abs = Math.abs(count);
  const sign = count < 0 ? "-" : "";
  for (const unit of units[locale]) {
    if (abs >= unit.value) return `${sign}${oneDecimal(abs / unit.value)}${unit.suffix}`;
  }
  return `${sign}${Math.trunc(abs)}`;
}
