// The share domain's client module: where a product's or a group's poster is drawn (an <img> loads it; the server
// answers a PNG, so it is an address rather than a call).
"use client";

import { apiUrl } from "./api";
import { shareGoodsPoster, shareGroupPoster } from "./routes/share.generated";
import type { Locale } from "@/lib/i18n/routing";

/** The poster of product `id` in `locale` (the page's, so one of the shop's). */
export function goodsPosterUrl(id: number, locale: string): string {
  return apiUrl(shareGoodsPoster, { id, locale: locale as Locale });
}

/** The poster of group `id` (拼团) in `locale`: its QR code opens the group's page. */
export function groupPosterUrl(id: number, locale: string): string {
  return apiUrl(shareGroupPoster, { id, locale: locale as Locale });
}
