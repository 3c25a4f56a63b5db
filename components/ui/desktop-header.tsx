// The desktop header (from 1024 px wide), on every shopper screen: the logo, a search box, the
// categories, the cart with its count and the account. Hidden on phones, where each screen keeps its
// own bar and the bottom tab bar. Rendered on the server with no JavaScript of its own on the first
// load: the search is a plain form (it works before any script), and the suggestions, the cart count
// and the current-page mark arrive with the deferred module (components/ui/desktop-header-extras.tsx).
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/locale-path";
import { KEYWORD_MAX_LENGTH } from "@/lib/validation/limits";
import { CartIcon, GridIcon, HomeIcon, UserIcon } from "./tabs";

const item =
  "relative flex h-10 items-center gap-2 rounded-lg px-3 text-[15px] text-gray-700 hover:bg-gray-100 aria-[current=page]:font-medium aria-[current=page]:text-accent";

export async function DesktopHeader() {
  const locale = await getLocale();
  const t = await getTranslations("tabs");
  const tApp = await getTranslations("app");
  const tSearch = await getTranslations("search");
  const tPwa = await getTranslations("pwa");
  return (
    <header data-desktop-header className="sticky top-0 z-40 hidden h-16 border-b border-gray-200 bg-white lg:block">
      <div className="mx-auto flex h-full w-full max-w-[var(--column)] items-center gap-4 px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 text-lg font-semibold text-accent">
          {/* Lazy: on a phone the header is display:none, and an eager picture is still downloaded (and
              React preloads it in the head, where it shared the link with the page's first picture). */}
          {/* eslint-disable-next-line @next/next/no-img-element -- the app icon, a static 4 kB file */}
          <img src="/icons/icon-192.png" alt="" width={32} height={32} loading="lazy" className="rounded-lg" />
          {tApp("name")}
        </Link>
        <nav aria-label={tPwa("desktopNav")} className="shrink-0">
          <ul className="flex items-center gap-1">
            <li>
              <Link href="/" data-tab="/" className={item}>
                <HomeIcon />
                {t("home")}
              </Link>
            </li>
            <li>
              <Link href="/category" data-tab="/category" className={item}>
                <GridIcon />
                {t("category")}
              </Link>
            </li>
          </ul>
        </nav>
        <form
          role="search"
          method="get"
          action={localizePath("/search", locale)}
          data-desktop-search
          className="relative mx-auto flex w-full max-w-[560px] min-w-0 flex-1 items-center"
        >
          <input
            type="search"
            name="keyword"
            enterKeyHint="search"
            autoComplete="off"
            aria-label={tSearch("title")}
            placeholder={tSearch("placeholder")}
            maxLength={KEYWORD_MAX_LENGTH}
            className="h-10 min-w-0 flex-1 rounded-l-full border border-r-0 border-accent bg-white pr-3 pl-4 text-sm text-gray-800 outline-none focus:ring-2 focus:ring-accent/30"
          />
          <button type="submit" className="h-10 shrink-0 rounded-r-full bg-accent px-5 text-sm text-white">
            {tSearch("submit")}
          </button>
          {/* The suggestions list (desktop-header-extras.tsx draws it here, under the box). */}
          <div data-desktop-suggest className="absolute inset-x-0 top-full z-50" />
        </form>
        <ul className="flex shrink-0 items-center gap-1">
          <li>
            <Link href="/cart" data-tab="/cart" data-label={t("cart")} data-testid="desktop-cart" className={item}>
              <CartIcon />
              {t("cart")}
              {/* The count (desktop-header-extras.tsx fills it; empty for a visitor or an empty cart). */}
              <span
                aria-hidden
                data-desktop-cart-count
                className="min-w-5 rounded-full bg-price px-1.5 text-center text-xs leading-5 text-white empty:hidden"
              />
            </Link>
          </li>
          <li>
            <Link href="/me" data-tab="/me" className={item}>
              <UserIcon />
              {t("me")}
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
