// The goods detail screen below the custom nav bar: gallery, price (of the chosen SKU, else the
// range), name, tags, SKU selector, the action bar, shop, description and reviews. On a phone the
// action bar is fixed at the bottom; on a desktop (1024 px and wider) the first screen is JD's: the
// gallery on the left, title, price, specs and the buy box on the right. SKU prices and stock are
// fetched again on the client (products-skus), so a page kept open shows current stock.
"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useProductSkus, type ProductDetail } from "@/lib/client/catalogue";
import { showToast } from "@/lib/client/toast";
import { useMoney } from "@/components/ui/money";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Price } from "@/components/ui/price";
import { GoodsGallery } from "./goods-gallery";
import { SkuSelector } from "./sku-selector";
import { GoodsActionBar } from "./goods-action-bar";
import { discountRateValue } from "./discount-rate";
import { GoodsReviewsSlot } from "./goods-reviews-slot";
import { SaleCountdown } from "./sale-countdown";
import { FlashPanelSlot } from "@/components/flash/flash-panel-slot";
import type { FlashSale } from "@/lib/client/flash";

const MAX_QUANTITY = 99;

/** A choice carried through the address (back from login): preselect it, and maybe finish the add. */
export type GoodsResume = { skuId: number | null; quantity: number; add: boolean };

type Props = {
  product: ProductDetail;
  favoriteSlot?: React.ReactNode;
  /** The group-buying strip (拼团), drawn on the server; nothing for a product without a rule. */
  groupSlot?: React.ReactNode;
  resume?: GoodsResume;
  /** The product's flash sale (秒杀) running or starting soon, if any. */
  flash?: FlashSale | null;
  /** The sales count as the locale abbreviates it ("1.2万"), made on the server: the tables of
   * lib/format/count stay off this page's budgeted JavaScript. */
  salesCount: string;
  /** When the discount ends and when the flash sale starts, as the shopper reads them, made on the server too. */
  times: { discountEnds: string; flashStarts: string };
};

export function GoodsDetailView({ product, favoriteSlot, groupSlot, resume, flash, salesCount, times }: Props) {
  const money = useMoney();
  const t = useTranslations("goods");
  const tc = useTranslations("common");
  const tcat = useTranslations("catalogue");
  const locale = useLocale() as Locale;
  const skus = useProductSkus(product);
  const onlySku = skus.length === 1 && skus[0].stock > 0 ? skus[0].id : null;
  const resumed = resume?.skuId != null && skus.some((s) => s.id === resume.skuId && s.stock > 0) ? resume.skuId : null;
  const [chosenId, setChosenId] = useState<number | null>(resumed ?? onlySku);
  const [quantity, setQuantity] = useState(resumed !== null ? (resume?.quantity ?? 1) : 1);
  // A colour chosen before its storage already shows that colour's picture.
  const [preview, setPreview] = useState<string | null>(null);
  const [pendingAdd, setPendingAdd] = useState(resumed !== null && Boolean(resume?.add));
  const selected = skus.find((s) => s.id === chosenId && s.stock > 0) ?? null;
  const maxQuantity = Math.max(1, Math.min(selected?.stock ?? MAX_QUANTITY, MAX_QUANTITY));

  const prices = skus.map((s) => s.price);
  const low = prices.length ? Math.min(...prices) : product.price;
  const high = prices.length ? Math.max(...prices) : product.price;
  const soldOut = skus.every((s) => s.stock <= 0);
  const disabledReason = !product.isOnSale ? t("offSale") : soldOut ? t("outOfStock") : null;

  useEffect(() => {
    // Loaded apart: the footprint is written after the screen shows, not part of its first load.
    import("@/lib/client/footprints")
      .then((m) =>
        m.recordFootprint({ id: product.id, name: product.name, image: product.image, price: product.price }),
      )
      .catch(() => {
        // Not recorded this time; browsing goes on.
      });
  }, [product.id, product.name, product.image, product.price]);

  const needSku = () => {
    showToast(t("chooseSku"));
    document.getElementById("sku-selector")?.scrollIntoView({ behavior: "smooth", block: "center" });
  };

  return (
    <>
      <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-6 lg:bg-white lg:p-6">
        <div className="lg:sticky lg:top-14">
          <GoodsGallery images={product.images} name={product.name} skuImage={selected?.image ?? preview} />
        </div>
        <div className="lg:min-w-0">
          <section aria-label={product.name} className="bg-white p-3 lg:flex lg:flex-col lg:p-0">
            <div className="flex items-center justify-between gap-2">
              <p className="flex items-baseline gap-1" data-testid="goods-price">
                {selected || low === high ? (
                  <Price
                    cents={selected?.price ?? low}
                    original={selected?.originalPrice ?? product.originalPrice}
                    className="[&>span]:text-xl"
                  />
                ) : (
                  <span className="text-xl font-semibold text-price">
                    {money(low)} – {money(high)}
                  </span>
                )}
              </p>
              <span className="shrink-0 text-xs text-gray-500">{tc("sales", { count: salesCount })}</span>
            </div>
            {product.discount ? (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded bg-price px-1.5 py-0.5 text-white">
                  {tcat("discountBadge", { rate: discountRateValue(product.discount.ratePercent, locale) })}
                </span>
                <span className="text-gray-600">{product.discount.title}</span>
                <span className="text-gray-500">{t("discountEnds", { time: times.discountEnds })}</span>
                <SaleCountdown
                  endsAt={product.discount.endsAt}
                  remaining={product.discount.remaining}
                  perUserLimit={product.discount.perUserLimit}
                />
              </p>
            ) : null}
            <h2
              className="mt-2 text-base leading-6 font-medium lg:order-first lg:mt-0 lg:text-xl lg:leading-8"
              data-testid="goods-title"
            >
              {product.name}
            </h2>
            {product.subtitle ? (
              <p className="mt-1 text-xs text-gray-500 lg:order-first lg:mb-3 lg:text-sm">{product.subtitle}</p>
            ) : null}
            {product.tags.length ? (
              <ul className="mt-2 flex gap-1.5">
                {product.tags.map((tag) => (
                  <li key={tag} className="rounded border border-accent/40 px-1.5 text-[11px] text-accent">
                    {tcat.has(`tags.${tag}`) ? tcat(`tags.${tag}`) : tag}
                  </li>
                ))}
              </ul>
            ) : null}
            {selected ? <p className="mt-2 text-xs text-gray-500">{t("stock", { count: selected.stock })}</p> : null}
          </section>
          {flash ? (
            <FlashPanelSlot
              sale={flash}
              startsAt={times.flashStarts}
              onSelectSku={(id) => {
                setChosenId(id);
                setQuantity(1);
              }}
            />
          ) : null}
          {groupSlot}
          <SkuSelector
            skus={skus}
            onPreview={setPreview}
            selectedId={selected?.id ?? null}
            onSelect={(id) => {
              setChosenId(id);
              setQuantity(1);
            }}
            quantity={Math.min(quantity, maxQuantity)}
            onQuantity={(n) => setQuantity(Math.max(1, Math.min(n, maxQuantity)))}
            maxQuantity={maxQuantity}
          />
          <GoodsActionBar
            productId={product.id}
            pendingAdd={pendingAdd}
            onPendingDone={() => {
              setPendingAdd(false);
              // A reload or a shared link must not add again.
              window.history.replaceState(window.history.state, "", window.location.pathname);
            }}
            skuId={selected?.id ?? null}
            quantity={Math.min(quantity, maxQuantity)}
            disabledReason={disabledReason}
            onNeedSku={needSku}
            favoriteSlot={favoriteSlot}
          />
        </div>
      </div>
      {product.shop ? (
        <Link href={`/goods?shopId=${product.shop.id}`} className="mt-2 flex items-center gap-3 bg-white p-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG logo */}
          <img
            src={product.shop.logo}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="h-10 w-10 rounded-full bg-gray-100"
          />
          <span className="flex-1 text-sm">{product.shop.name}</span>
          <span className="text-xs text-gray-500">{t("enterShop")} ›</span>
        </Link>
      ) : null}
      <section aria-labelledby="description-heading" className="mt-2 bg-white p-3">
        <h2 id="description-heading" className="mb-2 text-sm font-medium">
          {t("description")}
        </h2>
        {/<[a-z][\s\S]*>/i.test(product.description) ? (
          // An operator's rich description, sanitised by the server on an allow-list (lib/services/catalogue/rich-text.ts).
          <div
            className="rich-text text-sm leading-6 text-gray-700"
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : (
          <p className="text-sm leading-6 whitespace-pre-line text-gray-700">
            {product.description || t("noDescription")}
          </p>
        )}
      </section>
      <GoodsReviewsSlot productId={product.id} />
    </>
  );
}
