// The shop's currency handed to a page's client components (components/ui/money.tsx) by the pages
// rendered on the server: their first HTML shows amounts in it, with no read from the browser.
import type { ReactNode } from "react";
import { shopCurrency } from "@/lib/services/shop";
import { CurrencyProvider } from "@/components/ui/money";

export async function WithShopCurrency({ children }: { children: ReactNode }) {
  return <CurrencyProvider currency={await shopCurrency()}>{children}</CurrencyProvider>;
}
