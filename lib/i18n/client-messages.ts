// Which messages the browser gets (docs/decisions/049-less-work-when-a-page-starts.md). The root layout
// hands its client components the shell's namespaces only: those of the layouts' own client components
// and of the screens most visits start on (the tabs, goods, lists). A route whose client components use
// more (the forms, orders, after-sales, the account) adds them in its layout with <RouteMessages>
// (components/ui/route-messages.tsx). The whole catalogue was a quarter of every page's HTML and was
// parsed on every start. client-messages.test.ts walks each route's client modules and fails when one
// uses a namespace its route does not pass: a missing message is an error on screen.
import type { AbstractIntlMessages } from "next-intl";
import { messagesFor } from "./messages";
import type { Locale } from "./routing";

/** The namespaces every page's client components get (the root layout). */
export const shellNamespaces = [
  "cart",
  "catalogue",
  "category",
  "comingSoon",
  "common",
  "consult",
  "coupons",
  "discount",
  "favorites",
  "flash",
  "footprint",
  "freeShipping",
  "goods",
  "group",
  "home",
  "locale",
  "me",
  "messageCentre",
  "notFound",
  "notices",
  "pickup",
  "pwa",
  "reviews",
  "search",
  "share",
  "signIn",
  "tabs",
  "unavailable",
] as const;

/** The catalogue's namespaces `namespaces` for `locale`, as the client providers pass them. */
export function pickMessages(locale: Locale, namespaces: readonly string[]): AbstractIntlMessages {
  const all = messagesFor(locale);
  const picked: AbstractIntlMessages = {};
  for (const ns of namespaces) if (all[ns] !== undefined) picked[ns] = all[ns];
  return picked;
}
