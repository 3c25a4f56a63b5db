// "A badge count may have changed": screens that change the cart, an order or the consult thread say
// so with this event instead of importing the badges store (lib/client/badges.ts), which keeps it off
// the goods and cart screens' first load.
export const BADGES_STALE_EVENT = "mall:badges-stale";

export function markBadgesStale(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(BADGES_STALE_EVENT));
}
