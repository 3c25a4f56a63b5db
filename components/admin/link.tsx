// The console's link: next/link, prefetching when the operator reaches for it rather than when it comes
// into view. Next's default prefetches every link on screen as the screen loads: a console screen shows
// its menu's twenty-odd entries and a page of rows that each link somewhere, so every screen opened
// asked the server to render twenty to forty others the operator mostly never opened (an e2e run: 612
// prefetch renders against 337 page loads, most of them the console's). Here a mouse over the link, its
// keyboard focus or a touch starts the prefetch (a click follows about 100-300 ms later), so a screen
// still opens at once from its link and a screen view costs one render per link actually reached for.
// The shop's own links do the same without next/link (lib/i18n/navigation.tsx).
"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useRef, type ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof NextLink>, "prefetch">;

export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetched = useRef<string | null>(null);
  const target = typeof href === "string" ? href : null;
  const load = () => {
    if (!target?.startsWith("/") || prefetched.current === target) return;
    prefetched.current = target;
    router.prefetch(target);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        load();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        load();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        load();
      }}
      {...props}
    />
  );
}
