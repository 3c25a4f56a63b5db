// 满 X 包邮 as the cart and the confirm screen both say it: the wording of lib/domain/free-shipping.ts
// (a coupon that takes the goods under the threshold is named), in the viewer's language.
"use client";

import { useTranslations } from "next-intl";
import { freeShippingMessage, type FreeShipping } from "@/lib/domain/free-shipping";
import { useMoney } from "@/components/ui/money";

export function FreeShippingNote({ status }: { status: FreeShipping }) {
  const t = useTranslations("freeShipping");
  const money = useMoney();
  const { key, values } = freeShippingMessage(status);
  return <>{t(key, { threshold: money(values.threshold), missing: money(values.missing) })}</>;
}
