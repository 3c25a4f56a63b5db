// The console's words for a record's state, as badges: an order's status, an after-sale's, a coupon's
// or sale's. The statuses and what they mean are lib/domain's; the words are the catalogue's.
"use client";

import { useTranslations } from "next-intl";
import { canShip, isClosed, isPaid } from "@/lib/domain/order-status";
import { afterSaleStatus, awaitsDecision, canReceiveReturn, isSettling } from "@/lib/domain/after-sale-status";
import { Badge } from "./ui";

type Tone = "good" | "warn" | "bad" | "plain";

/** Waiting to ship asks for the operator's hands; closed is over; shipped and later went well. */
export function orderTone(status: number): Tone {
  if (canShip(status)) return "warn";
  if (isClosed(status)) return "bad";
  return isPaid(status) ? "good" : "plain";
}

export function OrderStatusBadge({ status }: { status: number }) {
  const t = useTranslations("status");
  return <Badge tone={orderTone(status)}>{t(String(status))}</Badge>;
}

export function afterSaleTone(status: string): Tone {
  if (status === afterSaleStatus.REFUNDED) return "good";
  if (status === afterSaleStatus.REFUND_FAILED) return "bad";
  return awaitsDecision(status) || canReceiveReturn(status) || isSettling(status) ? "warn" : "plain";
}

export function AfterSaleStatusBadge({ status }: { status: string }) {
  const t = useTranslations("afterSales");
  return <Badge tone={afterSaleTone(status)}>{t(`statuses.${status}`)}</Badge>;
}

/** On or off (a coupon, a banner, a pick-up point): the same two words everywhere. */
export function OnOffBadge({
  on,
  onKey = "frame.on",
  offKey = "frame.off",
}: {
  on: boolean;
  onKey?: string;
  offKey?: string;
}) {
  const t = useTranslations();
  return on ? <Badge tone="good">{t(onKey)}</Badge> : <Badge tone="bad">{t(offKey)}</Badge>;
}

/** A payment's last answer from its provider in words ("Payment notice: paid"), not `notify: paid`. */
export function PaymentEventWords({ event }: { event: { kind: string; outcome: string } | null }) {
  const t = useTranslations("refunds");
  if (!event) return <>—</>;
  const kind = t.has(`events.${event.kind}`) ? t(`events.${event.kind}`) : event.kind;
  const outcome = t.has(`outcomes.${event.outcome}`) ? t(`outcomes.${event.outcome}`) : event.outcome;
  return (
    <>
      {kind}: {outcome}
    </>
  );
}

/** A payment provider by its name ("WeChat Pay"), not its code. */
export function ProviderWords({ provider }: { provider: string }) {
  const t = useTranslations("settings.providers");
  return <>{t.has(provider) ? t(provider) : provider}</>;
}
