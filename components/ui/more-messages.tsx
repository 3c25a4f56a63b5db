// The browser's half of RouteMessages: the shell's messages (the provider above) and the route's, merged
// for the screens below. A nested provider replaces its parent's messages rather than adding to them.
"use client";

import { useMemo, type ReactNode } from "react";
import { IntlProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";

export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const shell = useMessages();
  const all = useMemo(() => ({ ...shell, ...messages }), [shell, messages]);
  return (
    <IntlProvider locale={locale} messages={all}>
      {children}
    </IntlProvider>
  );
}
