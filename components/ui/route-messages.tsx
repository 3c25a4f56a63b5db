// A route's own namespaces on top of the shell's (lib/i18n/client-messages.ts): the route's layout wraps
// its screens in <RouteMessages namespaces={[...]}>. Only these namespaces travel in the route's HTML; the
// client merges them with the shell's it already has.
import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { pickMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/routing";
import { MoreMessages } from "./more-messages";

export async function RouteMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return <MoreMessages messages={pickMessages(locale, namespaces)}>{children}</MoreMessages>;
}
