// Badge counts (the badges endpoint) shared by the tab bar and the "me" screen, without SWR: the tab
// bar is on every tab's first load, where SWR would cost ~4 kB. Read once per screen mount and when
// the page becomes visible again; anything that changes a count calls markBadgesStale()
// (lib/client/badges-signal.ts), which lands here.
"use client";

import { useEffect, useSyncExternalStore } from "react";
import { api, type Result } from "./api";
import { engagementBadges } from "./routes/engagement.generated";
import { isLoggedIn, onSessionChange } from "./session";
import { BADGES_STALE_EVENT } from "./badges-signal";

export type Badges = Result<typeof engagementBadges>;

let current: Badges | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Badges | null) {
  current = next;
  listeners.forEach((fn) => fn());
}

let queued: Promise<void> | null = null;

/**
 * Reads the counts again. Asked while a read is in flight (a cart add answered meanwhile), one more
 * read follows it: the read in flight may have been answered before the change, and its answer must
 * not be the last word (the goods page's cart badge stayed empty after a login's add to cart).
 */
export function refreshBadges(): Promise<void> {
  if (!isLoggedIn()) {
    publish(null);
    return Promise.resolve();
  }
  if (inFlight)
    return (queued ??= inFlight.then(() => {
      queued = null;
      return refreshBadges();
    }));
  inFlight = api(engagementBadges, {}, { silent: true, noLoginRedirect: true })
    .then(publish, () => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The counts as last read (tests). */
export function badgesNow(): Badges | null {
  return current;
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The latest counts, or null for a visitor or before the first answer. */
export function useBadges(): Badges | null {
  const badges = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    void refreshBadges();
    const onVisible = () => document.visibilityState === "visible" && void refreshBadges();
    const onStale = () => void refreshBadges();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener(BADGES_STALE_EVENT, onStale);
    const offSession = onSessionChange(() => void refreshBadges());
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener(BADGES_STALE_EVENT, onStale);
      offSession();
    };
  }, []);
  return badges;
}

/** "99+" past 99, as shops show it. */
export function badgeText(n: number): string {
  return n > 99 ? "99+" : String(n);
}
