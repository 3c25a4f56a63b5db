// The cart in the caller's locale: the lines' product and SKU names laid over the zh-Hans texts
// (catalogue/localized.ts), so that the cart service itself stays locale-free.
import type { Locale } from "@/lib/i18n/routing";
import { withLineNames } from "../catalogue/localized";
import { listCart } from "./cart";

export async function listCartIn(userId: number, locale: Locale) {
  const { rows, freeShipping } = await listCart(userId);
  return { rows: await withLineNames(rows, locale), freeShipping };
}
