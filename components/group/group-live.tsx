// A group's page, live (拼团, docs/decisions/040-group-buying.md): its status, the countdown to its end
// by the server's clock (the browser's offset to it measured on each answer), the seats — who is in
// (masked), the leader, the seats still open — and what the viewer can do: join, pay for the seat they
// hold, invite friends (the share sheet: the poster inside the messaging app, Web Share or the copied
// link elsewhere), see their order, or start a new group when this one is over. Read again every five
// seconds while open (lib/client/groups.ts).
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useGroup, type GroupView } from "@/lib/client/groups";
import { useDeferredModule } from "@/lib/client/use-deferred-module";
import { countdownText } from "@/components/catalogue/sale-countdown";
import { useMoney } from "@/components/ui/money";

const loadSheet = () => import("@/components/share/share-sheet");

type Props = {
  initial: GroupView;
  product: { id: number; name: string };
  /** The rule's first SKU in stock: where joining or starting a new group begins (the confirm screen changes it). */
  skuId: number | null;
};

/** The server's clock as this browser reads it: the offset measured when the answer came. */
function useServerNow(serverTime: number): number | null {
  const [offset] = useState(() => serverTime - Date.now());
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [offset]);
  return now;
}

export function GroupLive({ initial, product, skuId }: Props) {
  const t = useTranslations("group");
  const money = useMoney();
  const { data, mutate } = useGroup(initial.id);
  const group = data ?? initial;
  const now = useServerNow(group.serverTime);
  const [sharing, setSharing] = useState(false);
  const sheet = useDeferredModule(loadSheet, sharing);
  const left = now === null ? null : new Date(group.expiresAt).getTime() - now;
  const ended = left !== null && left <= 0;

  useEffect(() => {
    // At the end the server decides (full or failed): ask it once more.
    if (ended && group.status === "open") void mutate();
  }, [ended, group.status, mutate]);

  const empty = Math.max(0, group.size - group.members.length);
  const mine = group.mine;
  const open = group.status === "open" && !ended;
  const shareTitle = t("shareTitle", { name: product.name, price: money(group.rule.price) });
  const shareText = t("shareText", { count: group.seatsLeft });

  return (
    <div className="space-y-2 pb-24">
      <section
        className="bg-white p-4 text-center"
        aria-live="polite"
        data-testid="group-status"
        data-status={group.status}
      >
        <p className="text-base font-medium">{t(`status.${group.status}`)}</p>
        {group.status === "open" ? (
          <p className="mt-1 text-sm text-gray-600">
            <span className="text-price" data-testid="group-seats-left">
              {t("seatsLeft", { count: group.seatsLeft })}
            </span>
            {left !== null && left > 0 ? (
              <span className="ml-2 tabular-nums" data-testid="group-countdown">
                {t("countdown", {
                  time: `${countdownText(left).days ? `${countdownText(left).days}d ` : ""}${countdownText(left).clock}`,
                })}
              </span>
            ) : null}
          </p>
        ) : (
          <p className="mt-1 text-sm text-gray-600">{t(group.status === "full" ? "fullNote" : "failedNote")}</p>
        )}
      </section>

      <section aria-labelledby="group-members" className="bg-white p-4">
        <h2 id="group-members" className="mb-3 text-sm font-medium">
          {t("members")} · {t("size", { size: group.size })}
        </h2>
        <ul className="flex flex-wrap gap-4" data-testid="group-members">
          {group.members.map((m, i) => (
            <li key={i} className="flex w-14 flex-col items-center gap-1 text-center" data-testid="group-member">
              <span className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's avatar, any host */}
                <img src={m.avatar} alt="" width={48} height={48} className="h-12 w-12 rounded-full bg-gray-100" />
                {m.leader ? (
                  <span className="absolute -top-1 -left-1 rounded bg-price px-1 text-[10px] text-white">
                    {t("leader")}
                  </span>
                ) : null}
              </span>
              <span className="w-full truncate text-xs text-gray-600">{m.nickname}</span>
            </li>
          ))}
          {Array.from({ length: group.status === "open" ? empty : 0 }, (_, i) => (
            <li key={`empty-${i}`} className="flex w-14 flex-col items-center gap-1 text-center">
              <span
                aria-hidden
                className="flex h-12 w-12 items-center justify-center rounded-full border border-dashed border-gray-300 text-lg text-gray-400"
              >
                ?
              </span>
              <span className="text-xs text-gray-400">{t("emptySeat")}</span>
            </li>
          ))}
        </ul>
        {mine ? (
          <p className="mt-3 text-xs text-gray-500" data-testid="group-mine">
            {t(mine.status === "unpaid" ? "mineUnpaid" : "minePaid")}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-gray-400">{t("oneUnit")}</p>
      </section>

      <div className="fixed inset-x-0 bottom-0 z-10 mx-auto flex max-w-[480px] gap-2 border-t border-gray-100 bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] lg:static lg:max-w-none lg:border-0">
        {mine ? (
          <Link
            href={`/orders/${mine.orderId}`}
            className="flex h-11 flex-1 items-center justify-center rounded-full border border-gray-300 text-sm text-gray-700"
          >
            {t("viewOrder")}
          </Link>
        ) : (
          <Link
            href={`/goods/${product.id}`}
            className="flex h-11 flex-1 items-center justify-center rounded-full border border-gray-300 text-sm text-gray-700"
          >
            {t("viewGoods")}
          </Link>
        )}
        {open && mine?.status === "unpaid" ? (
          <Link
            href={`/orders/${mine.orderId}/pay`}
            className="flex h-11 flex-1 items-center justify-center rounded-full bg-price text-sm text-white"
          >
            {t("payNow")}
          </Link>
        ) : open && mine ? (
          <button
            type="button"
            onClick={() => (sheet.failed ? sheet.retry() : setSharing(true))}
            className="flex h-11 flex-1 items-center justify-center rounded-full bg-price text-sm text-white"
            data-testid="group-invite"
          >
            {t("invite")}
          </button>
        ) : open && group.seatsLeft > 0 && skuId !== null ? (
          <Link
            href={`/group/confirm?groupId=${group.id}&skuId=${skuId}`}
            className="flex h-11 flex-1 items-center justify-center rounded-full bg-price text-sm text-white"
            data-testid="group-join"
          >
            {t("join")}
          </Link>
        ) : !open && group.rule.opensNow && skuId !== null ? (
          <Link
            href={`/group/confirm?ruleId=${group.rule.id}&skuId=${skuId}`}
            className="flex h-11 flex-1 items-center justify-center rounded-full bg-price text-sm text-white"
          >
            {t("startAnother")}
          </Link>
        ) : null}
      </div>
      {sharing && sheet.module ? (
        <sheet.module.ShareSheet
          title={shareTitle}
          text={shareText}
          poster={{ productId: product.id, name: product.name, groupId: group.id }}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </div>
  );
}
