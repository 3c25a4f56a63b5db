// The number shown in a discount badge. Chinese shows the share that is charged in tenths ("8.5折"
// for 85%), other locales the share taken off ("15% off"); messages catalogue.discountBadge carry
// the words around it.
import type { Locale } from "@/lib/i18n/routing";

export function discountRateValue(ratePercent: number, locale: Locale): string {
  if (locale === "zh-Hans" || locale === "zh-Hant") return String(ratePercent / 10);
  return String(100 - ratePercent);
}
