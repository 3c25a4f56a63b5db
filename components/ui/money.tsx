// Amounts on every screen in the shop's currency, for the viewer's locale (docs/decisions/037-currency.md).
// The currency comes from the page that rendered on the server (CurrencyProvider: the server knows it,
// so the first HTML already shows "MOP$12.30"), else from /api/v1/shop-settings, read once per visit and
// shared by every screen (lib/client/shop.ts). Until it is known an amount shows nothing rather than
// another currency's sign. Deliberately tiny: the goods page is on a budget.
"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { formatMoney, moneyParts, type Currency, type MoneyParts } from "@/lib/domain/money-format";
import { useShopSettings } from "@/lib/client/shop";

const CurrencyContext = createContext<Currency | null>(null);

/** Given by a page rendered on the server with the shop's currency (app/[locale]/shop-currency.tsx). */
export function CurrencyProvider({ currency, children }: { currency: Currency; children: ReactNode }) {
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

/** The shop's currency; null until known (a screen rendered in the browser, before its first answer). */
export function useCurrency(): Currency | null {
  const given = useContext(CurrencyContext);
  const read = useShopSettings(!given);
  return given ?? read.data?.currency ?? null;
}

export type MoneyFormat = ((cents: number) => string) & {
  /** The amount in parts (whole and cents apart, as the price tag sizes them); null until the currency is known. */
  parts: (cents: number) => MoneyParts | null;
};

/** `money(1230)` is "¥12.30" in a yuan shop, "MOP$12.30" in a Macau one; "" until the currency is known. */
export function useMoney(): MoneyFormat {
  const currency = useCurrency();
  const locale = useLocale();
  return Object.assign((cents: number) => (currency ? formatMoney(cents, currency, locale) : ""), {
    parts: (cents: number) => (currency ? moneyParts(cents, currency, locale) : null),
  });
}
