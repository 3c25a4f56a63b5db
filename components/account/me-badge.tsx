// Counts on the "me" screen: the pending orders on each order shortcut, unread answers on 咨询, unread messages on 消息.
"use client";

import { useTranslations } from "next-intl";
import { badgeText, useBadges, type Badges } from "@/lib/client/badges";

export type BadgeSource = keyof Badges["orders"] | "consultUnread" | "messagesUnread";

export function MeBadge({ source }: { source: BadgeSource }) {
  const t = useTranslations("me");
  const badges = useBadges();
  const count = !badges
    ? 0
    : source === "consultUnread" || source === "messagesUnread"
      ? badges[source]
      : badges.orders[source];
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid={`badge-${source}`}
        className="absolute -top-1 -right-2 min-w-4 rounded-full bg-price px-1 text-center text-[10px] leading-4 text-white"
      >
        {badgeText(count)}
      </span>
      <span className="sr-only">{t("badgeCount", { count })}</span>
    </>
  );
}
