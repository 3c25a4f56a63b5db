// Home: search entry, banner carousel, button grid, big banners, the merchandising sections, the flash
// sales (限时秒杀), deal and new-arrival strips, and an infinite product feed. Pull down to refresh all of it.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { listBanners, listHomeButtons, listProducts, listDiscounts, listFlashSalesIn } from "@/lib/services/catalogue";
import { BannerCarousel } from "@/components/catalogue/banner-carousel";
import { resolveHref } from "@/components/catalogue/smart-link";
import { BigBanners, ButtonGrid, SectionGrid } from "@/components/catalogue/home-sections";
import { ProductStrip } from "@/components/catalogue/product-strip";
import { ProductList } from "@/components/catalogue/product-list";
import { discountRateValue } from "@/components/catalogue/discount-rate";
import { FlashStrip } from "@/components/flash/flash-strip";
import { WechatShareCard } from "@/components/share/wechat-share-card";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

const STRIP_SIZE = 8;

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, tc, tApp] = [
    await getTranslations("home"),
    await getTranslations("catalogue"),
    await getTranslations("app"),
  ];
  const [banners, buttons, bigBanners, discounts, newest, feed, flash] = await Promise.all([
    listBanners("home", locale),
    listHomeButtons(locale),
    listBanners("big", locale),
    listDiscounts({ pageIndex: 1, pageSize: STRIP_SIZE }, locale),
    listProducts({ pageIndex: 1, pageSize: STRIP_SIZE, tag: "new" }, locale),
    listProducts({ pageIndex: 1, pageSize: 20 }, locale),
    listFlashSalesIn({}, locale),
  ]);
  const deals = discounts.rows.map((d) => ({
    ...d.product,
    badge: tc("discountBadge", { rate: discountRateValue(d.ratePercent, locale) }),
  }));

  return (
    <WithShopCurrency>
      <main>
        <WechatShareCard title={tApp("name")} desc={tApp("description")} image="/icons/icon-512.png" path="/" />
        <h1 className="sr-only">{t("title")}</h1>
        {/* On a desktop the header's search box (components/ui/desktop-header.tsx) takes this link's place. */}
        <header className="sticky top-0 z-30 bg-brand px-3 py-2 lg:hidden">
          <Link href="/search" className="flex h-8 items-center gap-2 rounded-full bg-white px-3 text-sm text-gray-500">
            <span aria-hidden>🔍</span>
            {t("searchPlaceholder")}
          </Link>
        </header>
        <ProductList
          params={{}}
          initialPage={feed}
          title={t("featured")}
          header={
            <>
              {/* On a desktop the carousel and the buttons share the first row (the buttons as its side panel). */}
              <div className="lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-3 lg:px-3 lg:pt-3">
                <BannerCarousel banners={banners.map((b) => ({ ...b, link: resolveHref(b.link) }))} />
                <ButtonGrid buttons={buttons} />
              </div>
              <BigBanners banners={bigBanners} />
              <SectionGrid buttonLinks={buttons.map((b) => b.link)} />
              <FlashStrip sales={flash.rows} locale={locale} />
              <ProductStrip title={t("discountStrip")} moreHref="/discount" moreLabel={t("more")} products={deals} />
              <ProductStrip
                title={t("newStrip")}
                moreHref="/new-product"
                moreLabel={t("more")}
                products={newest.rows}
              />
            </>
          }
        />
      </main>
    </WithShopCurrency>
  );
}
