// The goods detail's bottom bar: favourite (slot filled by the engagement feature), cart (with the
// number of cart lines, as the tab bar shows it), "add to cart" (cart-add { skuId, quantity }) and
// "buy now" (the order confirm screen with ?skuId=&quantity=). On a desktop it is the buy box under
// the specs, not a bar fixed to the bottom. A visitor's "add to cart" goes to login and comes back to this page with the
// choice in the address (?skuId=&quantity=&add=1), where the add finishes by itself.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { goToLogin } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import { addToCart } from "@/lib/client/cart-add";
import { badgeText, useBadges } from "@/lib/client/badges";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { BottomBar } from "@/components/ui/bottom-bar";

type Props = {
  productId: number;
  skuId: number | null;
  quantity: number;
  disabledReason: string | null;
  /** Asks the shopper to pick a SKU (scrolls the selector into view). */
  onNeedSku: () => void;
  favoriteSlot?: React.ReactNode;
  /** Back from login with an add to finish: done once, as soon as the SKU is known. */
  pendingAdd?: boolean;
  onPendingDone?: () => void;
};

export function GoodsActionBar({
  productId,
  skuId,
  quantity,
  disabledReason,
  onNeedSku,
  favoriteSlot,
  pendingAdd,
  onPendingDone,
}: Props) {
  const t = useTranslations("goods");
  const tTabs = useTranslations("tabs");
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const cartCount = useBadges()?.cart ?? 0;

  const add = async () => {
    if (skuId === null) return onNeedSku();
    if (!isLoggedIn()) return goToLogin(`/goods/${productId}?skuId=${skuId}&quantity=${quantity}&add=1`);
    setAdding(true);
    try {
      await addToCart({ skuId, quantity });
      showToast(t("addedToCart"), "success");
    } catch {
      // The fetcher already showed the error (or went to the login page).
    } finally {
      setAdding(false);
    }
  };

  useEffect(() => {
    if (!pendingAdd || skuId === null || disabledReason) return;
    onPendingDone?.();
    // After this render: the add updates the bar's own state (adding…).
    if (isLoggedIn()) setTimeout(() => void add(), 0);
    // add is recreated each render; this runs once per pending add.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingAdd, skuId, disabledReason]);

  const buyNow = () => {
    if (skuId === null) return onNeedSku();
    router.push(`/order/confirm?skuId=${skuId}&quantity=${quantity}`);
  };

  return (
    <BottomBar className="border-t border-gray-200 pb-[env(safe-area-inset-bottom)] lg:static lg:z-auto lg:mt-2 lg:max-w-[560px]! lg:translate-x-0 lg:border-0 lg:bg-transparent lg:pb-0">
      {disabledReason ? (
        <p className="bg-amber-50 py-1.5 text-center text-xs text-amber-700">{disabledReason}</p>
      ) : null}
      <div className="flex h-[52px] items-center gap-2 px-2 lg:px-0">
        {favoriteSlot}
        <Link
          href="/cart"
          className="relative flex w-12 flex-col items-center text-[10px] text-gray-600"
          aria-label={cartCount > 0 ? `${t("cart")}${tTabs("cartCount", { count: cartCount })}` : undefined}
        >
          {cartCount > 0 ? (
            <span
              aria-hidden
              data-testid="goods-cart-badge"
              className="absolute -top-1 right-1 min-w-4 rounded-full bg-price px-1 text-center text-[10px] leading-4 text-white"
            >
              {badgeText(cartCount)}
            </span>
          ) : null}
          <svg
            aria-hidden
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path
              d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <circle cx="9.5" cy="19.5" r="1.5" />
            <circle cx="17" cy="19.5" r="1.5" />
          </svg>
          {t("cart")}
        </Link>
        <div className="flex flex-1 overflow-hidden rounded-full">
          <button
            type="button"
            disabled={Boolean(disabledReason) || adding}
            onClick={() => void add()}
            className="h-10 flex-1 bg-amber-400 text-sm font-medium text-gray-900 disabled:opacity-50 lg:h-12 lg:text-base"
          >
            {t("addToCart")}
          </button>
          <button
            type="button"
            disabled={Boolean(disabledReason)}
            onClick={buyNow}
            className="h-10 flex-1 bg-price text-sm font-medium text-white disabled:opacity-50 lg:h-12 lg:text-base"
          >
            {t("buyNow")}
          </button>
        </div>
      </div>
    </BottomBar>
  );
}
