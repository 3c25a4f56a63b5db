// 自提: the pick-up points. In "select" mode (from the confirm screen) tapping one makes the order a
// pick-up order at that point and goes back.
"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListError, ListSkeleton } from "@/components/engagement/list-states";
import { readOrderDraft, updateOrderDraft } from "@/lib/client/order-draft";
import { usePickupPoints } from "@/lib/client/addresses";

export function PickupList({ select }: { select: boolean }) {
  const t = useTranslations("pickup");
  const router = useRouter();
  const { data, error, mutate } = usePickupPoints();
  if (error && !data) return <ListError onRetry={() => mutate()} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (data.rows.length === 0) return <EmptyState icon="🏬" title={t("empty")} />;
  const chosen = select ? readOrderDraft().address : null;

  return (
    <ul className="space-y-2 p-3">
      {data.rows.map((p) => {
        const body = (
          <>
            <span className="flex items-center justify-between gap-2 text-sm font-medium">
              {p.name}
              {chosen?.kind === "pickup" && chosen.id === p.id ? <span className="text-xs text-accent">✓</span> : null}
            </span>
            <span className="mt-1 block text-xs text-gray-500">{p.address}</span>
            <span className="mt-1 flex gap-4 text-xs text-gray-500">
              {p.hours ? <span>{t("hours", { hours: p.hours })}</span> : null}
              {p.phone ? <span>{t("phone", { phone: p.phone })}</span> : null}
            </span>
          </>
        );
        return (
          <li key={p.id} data-testid="pickup-row" className="rounded-lg bg-white">
            {select ? (
              <button
                type="button"
                className="block w-full px-4 py-3 text-left"
                onClick={() => {
                  updateOrderDraft({ address: { kind: "pickup", id: p.id } });
                  router.back();
                }}
              >
                {body}
              </button>
            ) : (
              <div className="px-4 py-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
