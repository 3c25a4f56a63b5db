// A group's page (拼团): the product at the group price, then the group itself, live (GroupLive). Opened
// from the goods page, an order, or a friend's share — the share card inside the messaging app names the
// product and the group price.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { CurrencyProvider } from "@/components/ui/money";
import { WechatShareCard } from "@/components/share/wechat-share-card";
import { GroupLive } from "@/components/group/group-live";
import { ApiError } from "@/lib/domain/errors";
import { formatMoney } from "@/lib/domain/money";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getProductDetailOrThrow } from "@/lib/services/catalogue";
import { groupDetail } from "@/lib/services/group";
import { shopCurrency } from "@/lib/services/shop";
import { idSchema } from "@/lib/validation/common";

export const dynamic = "force-dynamic";

async function load(rawId: string, locale: Locale) {
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    const group = await groupDetail(id.data, null);
    const product = await getProductDetailOrThrow(group.productId, locale);
    return { group, product };
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<"/[locale]/group/[id]">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "group" }))("title") };
}

export default async function GroupPage({ params }: PageProps<"/[locale]/group/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const [{ group, product }, currency, t] = await Promise.all([
    load(id, locale),
    shopCurrency(),
    getTranslations("group"),
  ]);
  const price = formatMoney(group.rule.price, currency, locale);
  const skuId = product.skus.find((s) => group.rule.skuIds.includes(s.id) && s.stock > 0)?.id ?? null;
  return (
    <CurrencyProvider currency={currency}>
      <NavBar title={t("title")} />
      <WechatShareCard
        title={t("shareTitle", { name: product.name, price })}
        desc={t("shareText", { count: group.seatsLeft })}
        image={product.image}
        path={`/group/${group.id}`}
      />
      <main className="lg:mx-auto lg:max-w-3xl lg:py-6">
        <Link href={`/goods/${product.id}`} className="flex gap-3 bg-white p-4" data-testid="group-product">
          {/* eslint-disable-next-line @next/next/no-img-element -- the catalogue's picture, any host */}
          <img
            src={product.image}
            alt=""
            width={88}
            height={88}
            className="h-22 w-22 shrink-0 rounded bg-gray-100 object-cover"
          />
          <span className="flex min-w-0 flex-1 flex-col justify-between">
            <span className="line-clamp-2 text-sm">{product.name}</span>
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="rounded bg-price px-1.5 text-xs text-white">{t("size", { size: group.size })}</span>
              <span className="text-xs text-gray-500">{t("groupPrice")}</span>
              <span className="text-lg font-semibold text-price" data-testid="group-price">
                {price}
              </span>
              <span className="text-xs text-gray-400 line-through">{formatMoney(product.price, currency, locale)}</span>
            </span>
          </span>
        </Link>
        <GroupLive initial={group} product={{ id: product.id, name: product.name }} skuId={skuId} />
      </main>
    </CurrencyProvider>
  );
}
