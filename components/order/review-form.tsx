// 评价晒图, item by item: each item of the order waiting for review gets its own stars, text, photos
// and anonymity; items left without text are not sent and may be reviewed later. Items already
// reviewed show their stars and, within the follow-up window, a 追评 form. The order completes once
// every item is reviewed (the server decides).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { reviewItems } from "@/lib/client/after-sales";
import type { OrderDetail } from "@/lib/client/orders";
import { showToast } from "@/lib/client/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { BottomBar } from "@/components/ui/bottom-bar";
import { FollowUpForm } from "./follow-up-form";
import { OrderFormRefused, OrderGate } from "./order-form";
import { emptyDraft, ItemHeading, ReviewItemFields, type ReviewDraft } from "./review-item-fields";

export function ReviewForm({ orderId }: { orderId: number }) {
  const to = useTranslations("order");
  return (
    <OrderGate
      orderId={orderId}
      refused={(o) =>
        o.actions.review || o.actions.followUp ? null : (
          <OrderFormRefused icon="💬" title={to(`status.${o.status}`)} orderId={o.id} linkLabel={to("viewDetail")} />
        )
      }
    >
      {(order, reload) => <ReviewFields order={order} reload={reload} />}
    </OrderGate>
  );
}

function ReviewFields({ order, reload }: { order: OrderDetail; reload: () => Promise<unknown> }) {
  const t = useTranslations("reviews");
  const router = useRouter();
  const orderId = order.id;
  const [drafts, setDrafts] = useState<Record<number, ReviewDraft>>({});
  const [busy, setBusy] = useState(false);

  const open = order.actions.review ? order.items.filter((i) => !i.review) : [];
  const reviewed = order.items.filter((i) => i.review);
  const ready = open.filter((i) => (drafts[i.id]?.content ?? "").trim() !== "");

  const submit = async () => {
    setBusy(true);
    try {
      const done = await reviewItems({
        orderId,
        items: ready.map((i) => ({ orderItemId: i.id, ...drafts[i.id] })),
      });
      if (done.remaining === 0) {
        showToast(t("submitted"), "success");
        router.replace(`/orders/${orderId}`);
        return;
      }
      showToast(t("submittedSome", { count: done.reviewed }), "success");
      setDrafts({});
      await reload();
    } catch {
      // The fetcher toasted why.
    }
    setBusy(false);
  };

  return (
    <form
      className="space-y-2 pb-24"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {open.length > 1 ? <p className="px-4 pt-2 text-xs text-gray-500">{t("skipHint")}</p> : null}
      {open.map((item) => (
        <ReviewItemFields
          key={item.id}
          item={item}
          draft={drafts[item.id] ?? emptyDraft}
          onChange={(next) => setDrafts((all) => ({ ...all, [item.id]: next }))}
          onBusy={setBusy}
        />
      ))}
      {reviewed.length ? (
        <section className="space-y-3 bg-white px-4 py-3" aria-label={t("reviewedTitle")}>
          <h2 className="text-sm font-medium">{t("reviewedTitle")}</h2>
          {reviewed.map((item) => (
            <div
              key={item.id}
              className="space-y-2 border-t border-gray-100 pt-3 first-of-type:border-0 first-of-type:pt-0"
            >
              <ItemHeading item={item} />
              <p className="text-xs text-gray-500" data-testid="reviewed-item">
                <span aria-hidden className="text-amber-400">
                  {"★".repeat(item.review!.rating)}
                </span>{" "}
                {item.review!.auto ? t("autoReview") : t("star", { count: item.review!.rating })}
                {item.review!.followedUp ? ` · ${t("followedUp")}` : ""}
              </p>
              {order.actions.followUp && !item.review!.followedUp ? (
                <FollowUpForm reviewId={item.review!.id} name={item.name} onDone={() => void reload()} />
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {open.length ? (
        <BottomBar className="border-t border-gray-200 px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
          <button
            type="submit"
            disabled={busy || ready.length === 0}
            className="h-10 w-full rounded-full bg-price text-white disabled:opacity-50"
          >
            {t("submitCount", { count: ready.length })}
          </button>
        </BottomBar>
      ) : null}
    </form>
  );
}
