// The favourite toggle for the goods detail screen's action bar (GoodsDetailView's favoriteSlot): a
// heart that shows and flips whether the product is one of the shopper's favourites. Optimistic,
// rolled back on error; logged-out taps go to login.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { goToLogin } from "@/lib/client/fetcher";
import { setFavorite, showFavorite, useFavoriteStatus } from "@/lib/client/favorites";
import { isLoggedIn, useLoggedIn } from "@/lib/client/session";
import { showToast } from "@/lib/client/toast";

export function FavoriteButton({ productId, className = "" }: { productId: number; className?: string }) {
  const t = useTranslations("favorites");
  const loggedIn = useLoggedIn();
  const status = useFavoriteStatus(productId, loggedIn === true);
  const [busy, setBusy] = useState(false);
  const favorited = status.favorited ?? false;
  // Before the page is live (a tap would do nothing) and while a shopper's status is still being
  // read (a tap would flip a guess), the heart waits; a failed read lets it act on "not favourited".
  const waiting = loggedIn === null || (loggedIn && status.favorited === undefined && !status.error);

  const toggle = async () => {
    if (!isLoggedIn()) return goToLogin();
    const next = !favorited;
    setBusy(true);
    showFavorite(productId, next);
    try {
      await setFavorite(productId, next);
      showToast(next ? t("addedToast") : t("removed"), "success");
    } catch {
      showFavorite(productId, !next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={favorited}
      disabled={busy || waiting}
      aria-busy={waiting || undefined}
      onClick={toggle}
      className={`flex min-w-12 flex-col items-center text-[10px] whitespace-nowrap ${favorited ? "text-price" : "text-gray-600"} ${className}`}
    >
      <svg
        aria-hidden
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={favorited ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
      </svg>
      {favorited ? t("added") : t("add")}
    </button>
  );
}
