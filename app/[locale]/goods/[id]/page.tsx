// Goods detail (spec: pages/goods/goods-detail, custom nav bar): gallery, SKU selector with price and
// stock per SKU, share, add to cart and buy now.
// No loading.tsx here or above (the goods list's is in its route group, goods/(list)): a loading
// boundary made a shared link's first load paint the skeleton, then the product 300 ms later at the
// earliest (React reveals a streamed boundary no sooner than 300 ms after the first paint), which made
// the first picture the slowest paint of the shop. A tap inside the shop marks the link pending instead
// (docs/decisions/048-goods-page-without-skeleton.md).
import { env } from "@/lib/env";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GoodsNavBar } from "@/components/catalogue/goods-nav-bar";
import { GoodsDetailView, type GoodsResume } from "@/components/catalogue/goods-detail-view";
import { FavoriteButton } from "@/components/engagement/favorite-button";
import { RelatedProducts } from "@/components/catalogue/related-products";
import { GoodsGroupStrip } from "@/components/group/goods-group-strip";
import { productGroups } from "@/lib/services/group";
import {
  listFlashSalesIn,
  listRelatedProductsIn,
  getProductDetailOrThrow,
  type ProductDetail,
} from "@/lib/services/catalogue";
import { ApiError } from "@/lib/domain/errors";
import { formatMoney } from "@/lib/domain/money";
import { formatCount } from "@/lib/format/count";
import { formatDateTime } from "@/lib/format/date";
import { shopCurrency } from "@/lib/services/shop";
import { CurrencyProvider } from "@/components/ui/money";
import { idSchema } from "@/lib/validation/common";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

const RELATED_COUNT = 6;

async function loadProduct(rawId: string, locale: Locale): Promise<ProductDetail> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    return await getProductDetailOrThrow(id.data, locale);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<"/[locale]/goods/[id]">) {
  const { id, locale } = (await params) as { locale: Locale; id: string };
  const product = await loadProduct(id, locale);
  // A shared link's preview picture needs an absolute address: the deployment's public one. Without
  // PUBLIC_BASE_URL (the embedded default) the server cannot know it, so the preview has no picture.
  const base = env().PUBLIC_BASE_URL;
  return {
    title: product.name,
    description: product.subtitle || undefined,
    ...(base ? { metadataBase: new URL(base) } : {}),
    openGraph: { title: product.name, ...(base ? { images: [product.image] } : {}) },
  };
}

/** ?skuId=&quantity=&add=1: the choice a visitor made before logging in (GoodsActionBar). */
function readResume(query: Record<string, string | string[] | undefined>): GoodsResume | undefined {
  const skuId = idSchema.safeParse(query.skuId);
  if (!skuId.success) return undefined;
  const quantity = Number(query.quantity);
  return {
    skuId: skuId.data,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 99 ? quantity : 1,
    add: query.add === "1",
  };
}

export default async function GoodsDetailPage({ params, searchParams }: PageProps<"/[locale]/goods/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const resume = readResume(await searchParams);
  setRequestLocale(locale);
  const [t, tApp, product] = await Promise.all([
    getTranslations("goods"),
    getTranslations("app"),
    loadProduct(id, locale),
  ]);
  const [related, flash, currency, groups] = await Promise.all([
    listRelatedProductsIn({ id: product.id, limit: RELATED_COUNT }, locale),
    listFlashSalesIn({ productId: product.id }, locale),
    shopCurrency(),
    productGroups(product.id),
  ]);
  const groupSku = groups.rule
    ? (product.skus.find((s) => groups.rule!.skuIds.includes(s.id) && s.stock > 0)?.id ?? null)
    : null;
  const price = formatMoney(product.price, currency, locale);
  return (
    <CurrencyProvider currency={currency}>
      <GoodsNavBar
        title={t("title")}
        shareText={t("shareText", { name: product.name, price })}
        poster={product.isOnSale ? { productId: product.id, name: product.name } : null}
        card={{
          title: product.name,
          desc: `${price} ${product.subtitle || tApp("description")}`.trim(),
          image: product.image,
          path: `/goods/${product.id}`,
        }}
      />
      <main className="pb-[calc(52px+env(safe-area-inset-bottom)+2rem)] lg:pb-8">
        <GoodsDetailView
          product={product}
          salesCount={formatCount(product.sales, locale)}
          times={{
            discountEnds: product.discount ? formatDateTime(product.discount.endsAt, locale) : "",
            flashStarts: flash.rows[0] ? formatDateTime(flash.rows[0].startsAt, locale) : "",
          }}
          resume={resume}
          flash={flash.rows[0] ?? null}
          favoriteSlot={<FavoriteButton productId={product.id} />}
          groupSlot={
            product.isOnSale ? (
              <GoodsGroupStrip groups={groups} firstSkuId={groupSku} currency={currency} locale={locale} />
            ) : null
          }
        />
        <RelatedProducts rows={related.rows} locale={locale} />
      </main>
    </CurrencyProvider>
  );
}
