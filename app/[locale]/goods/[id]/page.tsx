// Goods detail (spec: pages/goods/goods-detail, custom nav bar): gallery, SKU selector with price and
// stock per SKU, share, add to cart and buy now.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GoodsNavBar } from "@/components/catalogue/goods-nav-bar";
import { GoodsDetailView } from "@/components/catalogue/goods-detail-view";
import { FavoriteButton } from "@/components/engagement/favorite-button";
import { getProductDetailOrThrow, type ProductDetail } from "@/lib/services/catalogue";
import { ApiError } from "@/lib/api/errors";
import { formatCents } from "@/lib/format/money";
import { idSchema } from "@/lib/validation/common";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

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
  return { title: product.name, description: product.subtitle || undefined, openGraph: { title: product.name, images: [product.image] } };
}

export default async function GoodsDetailPage({ params }: PageProps<"/[locale]/goods/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const [t, product] = await Promise.all([getTranslations("goods"), loadProduct(id, locale)]);
  return (
    <>
      <GoodsNavBar title={t("title")} shareText={t("shareText", { name: product.name, price: formatCents(product.price) })} />
      <main className="pb-[calc(52px+env(safe-area-inset-bottom)+2rem)]">
        <GoodsDetailView product={product} favoriteSlot={<FavoriteButton productId={product.id} />} />
      </main>
    </>
  );
}
