// The shop's currency for the console's messages that name it ("价格（{currency, select, CNY {元} other
// {{currency}}}）": the labels of amounts); "" until known (components/ui/money.tsx).
"use client";

import { useCurrency } from "@/components/ui/money";

export function useCurrencyValue(): { currency: string } {
  return { currency: useCurrency() ?? "" };
}
