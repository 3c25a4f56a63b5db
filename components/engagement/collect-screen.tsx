// 收藏: the shopper's favourite products, newest first, paged; each can be removed in place.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { showToast } from "@/lib/client/toast";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState, GoShopping } from "@/components/ui/empty-state";
import { Price } from "@/components/ui/price";
import { removeFavorite, useFavoriteList } from "@/lib/client/engagement";
import { ListError, ListSkeleton } from "./list-states";

export function CollectScreen() {
  const t = useTranslations("favorites");
  const list = useFavoriteList();
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (productId: number) => {
    setRemoving(productId);
    try {
      await removeFavorite(productId);
      showToast(t("removed"), "success");
      await list.refresh();
    } catch {
      // The fetcher has shown the error; the list is unchanged.
    } finally {
      setRemoving(null);
    }
  };

  if (list.isLoading) return <ListSkeleton rows={5} height="h-24" />;
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.refresh} />;
  if (list.rows.length === 0) {
    return <EmptyState icon="🤍" title={t("empty")} action={<GoShopping label={t("goShopping")} outline />} />;
  }
  return (
    <>
      <ul className="space-y-2 p-3">
        {list.rows.map((f) => (
          <li key={f.id} data-testid="favorite-item" className="flex gap-3 rounded-lg bg-white p-2">
            <Link href={`/goods/${f.productId}`} className="flex min-w-0 flex-1 gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served by the app itself */}
              <img
                src={f.image}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className={`h-20 w-20 shrink-0 rounded bg-gray-100 object-cover ${f.isOnSale ? "" : "opacity-50"}`}
              />
              <div className="flex min-w-0 flex-1 flex-col justify-between py-0.5">
                <h3 className="line-clamp-2 text-sm leading-5">{f.name}</h3>
                {f.isOnSale ? (
                  <Price cents={f.price} original={f.originalPrice} />
                ) : (
                  <span className="text-xs text-gray-500">{t("offSale")}</span>
                )}
              </div>
            </Link>
            <button
              type="button"
              disabled={removing === f.productId}
              onClick={() => remove(f.productId)}
              aria-label={`${t("remove")} ${f.name}`}
              className="self-end rounded-full border border-gray-300 px-3 py-1 text-xs text-gray-600 disabled:opacity-50"
            >
              {t("remove")}
            </button>
          </li>
        ))}
      </ul>
      <ListLoader state={list.state} onLoadMore={list.loadMore} />
    </>
  );
}
