// The desktop header's live parts (components/ui/desktop-header.tsx), loaded with the deferred module
// once the browser is idle: the current page marked (aria-current), the cart count, and suggestions
// under the search box as the shopper types (the search screen's own hook). A search from the box
// goes through the client router and into the search history like one from the search screen.
"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { badgeText, useBadges } from "@/lib/client/badges";
import { saveSearchTerm } from "@/lib/client/search-history";
import { useSearchSuggestions } from "@/components/catalogue/use-search-suggestions";

const WIDE = "(min-width: 1024px)";

function subscribeWide(fn: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", fn);
  return () => query.removeEventListener("change", fn);
}

/** Only where the header shows (a phone reads no cart count for a hidden header). */
export function DesktopHeaderExtras() {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  return wide ? <LiveHeader /> : null;
}

function LiveHeader() {
  const pathname = usePathname();
  const cart = useBadges()?.cart ?? 0;
  const t = useTranslations("tabs");

  useEffect(() => {
    document.querySelectorAll<HTMLAnchorElement>("[data-desktop-header] a[data-tab]").forEach((a) => {
      const href = a.dataset.tab ?? "";
      const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
      if (active) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    });
  }, [pathname]);

  useEffect(() => {
    const badge = document.querySelector<HTMLElement>("[data-desktop-cart-count]");
    if (!badge) return;
    // The number shows; the link's name says it in words (",2 件商品") for a screen reader.
    badge.textContent = cart > 0 ? badgeText(cart) : "";
    const link = badge.closest("a");
    if (link) {
      if (cart > 0) link.setAttribute("aria-label", `${link.dataset.label ?? ""}${t("cartCount", { count: cart })}`);
      else link.removeAttribute("aria-label");
    }
  }, [cart, t]);

  return <HeaderSearch />;
}

function HeaderSearch() {
  const t = useTranslations("search");
  const router = useRouter();
  // Mounted in the browser only (never on the server): the header's form is already in the page.
  const [form] = useState(() => document.querySelector<HTMLFormElement>("[data-desktop-search]"));
  const [input, setInput] = useState(() => form?.querySelector<HTMLInputElement>("input[name=keyword]")?.value ?? "");
  // Open while typing; closed by a search, Escape, or the focus leaving the box and its list.
  const [open, setOpen] = useState(false);
  const suggestions = useSearchSuggestions(input, "");

  useEffect(() => {
    if (!form) return;
    const box = form.querySelector<HTMLInputElement>("input[name=keyword]");
    if (!box) return;
    const onInput = () => {
      setInput(box.value);
      setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      go(box.value);
    };
    // Closes once the focus leaves the box and its list (a click on a suggestion keeps it until done).
    const onFocusOut = (e: FocusEvent) => {
      if (!form.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKey);
    form.addEventListener("submit", onSubmit);
    form.addEventListener("focusout", onFocusOut);
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKey);
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("focusout", onFocusOut);
    };
    // go is recreated each render but only reads the router, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  function go(term: string) {
    const clean = term.trim().replace(/\s+/g, " ");
    if (!clean) return;
    saveSearchTerm(clean);
    setOpen(false);
    const box = form?.querySelector<HTMLInputElement>("input[name=keyword]");
    if (box) box.value = clean;
    router.push(`/search?keyword=${encodeURIComponent(clean)}`);
  }

  // Drawn straight into the header's slot: a React portal would bring react-dom's entry into every
  // page's shared runtime (+0.3 kB, docs/performance.md), and the list is a few buttons.
  const shown = open ? suggestions : [];
  const label = t("suggestions");
  useEffect(() => {
    const slot = form?.querySelector<HTMLElement>("[data-desktop-suggest]");
    if (!slot) return;
    slot.replaceChildren();
    if (!shown.length) return;
    const list = document.createElement("ul");
    list.setAttribute("aria-label", label);
    list.className =
      "mt-1 divide-y divide-gray-100 overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-800 shadow-lg";
    for (const s of shown) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "block w-full truncate px-4 py-2.5 text-left text-sm hover:bg-gray-50";
      const icon = document.createElement("span");
      icon.setAttribute("aria-hidden", "true");
      icon.className = "mr-2 text-gray-400";
      icon.textContent = "🔍";
      button.append(icon, s);
      button.addEventListener("click", () => go(s));
      item.append(button);
      list.append(item);
    }
    slot.append(list);
    return () => slot.replaceChildren();
    // go only reads the router and the form, both stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, shown.join("\n"), label]);

  return null;
}
