// Home below the carousel: the button grid, the big banners and the entries to the merchandising
// screens (discount, activity, shops, new, imported, boutique, recommend).
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { SmartLink } from "./smart-link";

type Button = { id: number; name: string; icon: string; link: string };
type Banner = { id: number; title: string; image: string; link: string };

export const homeSections = [
  { key: "discount", href: "/discount", icon: "🏷️", tone: "bg-red-50" },
  { key: "activity", href: "/activity", icon: "🎉", tone: "bg-orange-50" },
  { key: "shop", href: "/shop", icon: "🏬", tone: "bg-sky-50" },
  { key: "newProduct", href: "/new-product", icon: "🆕", tone: "bg-emerald-50" },
  { key: "importedGoods", href: "/imported-goods", icon: "✈️", tone: "bg-indigo-50" },
  { key: "boutique", href: "/boutique", icon: "💎", tone: "bg-violet-50" },
  { key: "recommend", href: "/recommend", icon: "👍", tone: "bg-amber-50" },
] as const;

export async function ButtonGrid({ buttons }: { buttons: Button[] }) {
  const t = await getTranslations("home");
  if (buttons.length === 0) return null;
  return (
    <nav aria-label={t("buttons")} className="mx-3 mt-3 rounded-lg bg-white py-3 lg:m-0 lg:flex lg:items-center">
      <ul className="grid grid-cols-5 gap-y-3 lg:w-full lg:grid-cols-4 lg:gap-y-4">
        {buttons.map((b) => (
          <li key={b.id}>
            <SmartLink href={b.link} className="flex flex-col items-center gap-1 text-xs text-gray-700">
              {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG icon */}
              <img src={b.icon} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
              <span className="max-w-full truncate px-0.5">{b.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function BigBanners({ banners }: { banners: Banner[] }) {
  const t = await getTranslations("home");
  if (banners.length === 0) return null;
  // One big banner spans the width; several scroll sideways on a phone, the next one peeking in, and
  // sit side by side in the column on a desktop (three or two a row, none cut off). The images are 5:2, so the
  // boxes are too (nothing cropped, nothing jumps).
  const several = banners.length > 1;
  return (
    <section
      aria-label={t("bigBanner")}
      className={`mt-3 ${several ? `flex snap-x snap-mandatory [scrollbar-width:none] gap-2 overflow-x-auto px-3 lg:grid lg:gap-3 lg:overflow-visible ${banners.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2"}` : "px-3"}`}
    >
      {banners.map((b) => (
        <SmartLink
          key={b.id}
          href={b.link}
          className={`block aspect-[5/2] shrink-0 snap-start overflow-hidden rounded-lg bg-gray-200 ${several ? "w-[85%] lg:w-full" : "w-full"}`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
          <img
            src={b.image}
            alt={b.title}
            width={750}
            height={300}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </SmartLink>
      ))}
    </section>
  );
}

/**
 * Entries to the sections the operator's button grid does not already link to (the seeded grid links
 * to all of them: home showed every shortcut twice). The two time-limited sections get wide cards,
 * the others a row of tiles.
 */
export async function SectionGrid({ buttonLinks }: { buttonLinks: string[] }) {
  const t = await getTranslations("home");
  const linked = new Set(buttonLinks.map((l) => l.split(/[?#]/)[0]));
  const missing = homeSections.filter((s) => !linked.has(s.href));
  if (missing.length === 0) return null;
  const isWide = (key: string) => key === "discount" || key === "activity";
  const wide = missing.filter((s) => isWide(s.key));
  const tiles = missing.filter((s) => !isWide(s.key));
  return (
    <nav aria-label={t("sectionsLabel")} className="mx-3 mt-3 space-y-2">
      {wide.length ? (
        <div className="grid grid-cols-2 gap-2">
          {wide.map((s) => (
            <Link
              key={s.key}
              href={s.href}
              className={`flex items-center justify-between gap-2 rounded-lg p-3 ${s.tone}`}
            >
              <span className="min-w-0">
                <span className="block truncate text-[15px] font-medium text-gray-800">{t(`sections.${s.key}`)}</span>
                <span className="block truncate text-[11px] text-gray-500">{t(`hints.${s.key}`)}</span>
              </span>
              <span aria-hidden className="text-3xl">
                {s.icon}
              </span>
            </Link>
          ))}
        </div>
      ) : null}
      {tiles.length ? (
        <div className="grid grid-cols-5 gap-1 rounded-lg bg-white py-2">
          {tiles.map((s) => (
            <Link key={s.key} href={s.href} className="flex flex-col items-center gap-1 px-0.5 text-center">
              <span aria-hidden className={`flex h-10 w-10 items-center justify-center rounded-full text-xl ${s.tone}`}>
                {s.icon}
              </span>
              <span className="line-clamp-2 text-[11px] leading-tight text-gray-700">{t(`sections.${s.key}`)}</span>
            </Link>
          ))}
        </div>
      ) : null}
    </nav>
  );
}
