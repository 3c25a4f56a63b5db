// The goods page's reviews, loaded after the page (their list code is not in the goods page's first
// load, which is at the JavaScript budget, docs/decisions/007). A chunk that cannot load offers a retry.
"use client";

import { useTranslations } from "next-intl";
import { useDeferredModule } from "@/lib/client/use-deferred-module";

const loadReviews = () => import("./goods-reviews");

export function GoodsReviewsSlot({ productId }: { productId: number }) {
  const t = useTranslations("common");
  const { module, failed, retry } = useDeferredModule(loadReviews, true, { silent: true });
  if (module) return <module.GoodsReviews productId={productId} />;
  return (
    <section aria-hidden={!failed} className="mt-2 bg-white p-3">
      {failed ? (
        <button type="button" onClick={retry} className="w-full py-2 text-center text-xs text-accent">
          {t("retry")}
        </button>
      ) : (
        <div className="h-16 animate-pulse rounded bg-gray-100" />
      )}
    </section>
  );
}
