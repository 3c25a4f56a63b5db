// The after-sales reads in the caller's locale: the lines' product and SKU names laid over the
// zh-Hans texts they were bought under (lib/services/catalogue/localized.ts), the return parcel's
// courier, and — while the goods are to be sent back — the couriers the return form offers.
import { awaitsShipmentBack } from "@/lib/domain/after-sale-status";
import type { Locale } from "@/lib/i18n/routing";
import type { PageQuery } from "@/lib/validation/common";
import type { AfterSaleApplyInput, AfterSaleQuoteInput } from "@/lib/validation/after-sales";
import type { AfterSaleShipBackInput } from "@/lib/validation/returns";
import { withLineNames } from "../catalogue/localized";
import { applyAfterSale, quoteAfterSale } from "./apply-after-sale";
import { getAfterSaleOrThrow, listAfterSales, type AfterSaleView } from "./read-after-sale";
import { returnCourierName, returnCouriers, type ReturnCourier } from "./return-couriers";
import { shipBack } from "./return-goods";

async function named(
  view: AfterSaleView,
  locale: Locale,
  offered: () => Promise<ReturnCourier[]> = () => returnCouriers(locale),
): Promise<AfterSaleView> {
  const [items, courier, couriers] = await Promise.all([
    withLineNames(view.items, locale),
    returnCourierName(view.returnShipping.courier, locale),
    view.type === "return" && awaitsShipmentBack(view.status) ? offered() : [],
  ]);
  return { ...view, items, returnShipping: { ...view.returnShipping, courier }, returnCouriers: couriers };
}

export async function listAfterSalesIn(userId: number, query: PageQuery, locale: Locale) {
  const page = await listAfterSales(userId, query);
  // One read of the couriers for the page, however many of its returns await their parcel.
  let offered: Promise<ReturnCourier[]> | null = null;
  const once = () => (offered ??= returnCouriers(locale));
  return { ...page, rows: await Promise.all(page.rows.map((r) => named(r, locale, once))) };
}

export async function getAfterSaleIn(userId: number, id: number, locale: Locale) {
  return named(await getAfterSaleOrThrow(userId, id), locale);
}

export async function applyAfterSaleIn(userId: number, input: AfterSaleApplyInput, locale: Locale) {
  return named(await applyAfterSale(userId, input), locale);
}

export async function quoteAfterSaleIn(userId: number, input: AfterSaleQuoteInput, locale: Locale) {
  const quote = await quoteAfterSale(userId, input);
  return { ...quote, items: await withLineNames(quote.items, locale) };
}

export async function shipBackIn(userId: number, input: AfterSaleShipBackInput, locale: Locale) {
  return named(await shipBack(userId, input), locale);
}
