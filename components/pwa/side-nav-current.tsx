// Marks the current tab in the server-rendered desktop side navigation (components/ui/side-nav.tsx),
// with the same rule as the bottom tab bar. Loaded with the deferred PWA module.
"use client";

import { useEffect } from "react";
import { usePathname } from "@/lib/i18n/navigation";

export function SideNavCurrent() {
  const pathname = usePathname();
  useEffect(() => {
    document.querySelectorAll<HTMLAnchorElement>("[data-side-nav] a[data-tab]").forEach((a) => {
      const href = a.dataset.tab ?? "";
      const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
      if (active) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    });
  }, [pathname]);
  return null;
}
