// <PullToRefresh> — the pull-down-to-refresh gesture of the specification's list screens (home,
// category-id, discount, activity, shop, boutique, recommend, new-product, imported-goods, order
// detail, ...). Wrap the screen's content:
//
//   <PullToRefresh onRefresh={list.refresh}>...</PullToRefresh>
//
// Props:
//   onRefresh  optional; a function whose promise keeps the spinner up until it settles (e.g.
//              usePagedList().refresh). Without it the server components of the page are re-rendered
//              (router.refresh()), which suits screens rendered on the server.
//   disabled   optional; turns the gesture off.
//   children   the content.
// With a finger on a page scrolled to the top, pulling down shows "pull to refresh", past the
// threshold "release to refresh", and releasing refreshes ("refreshing…"). Texts: common.*.
"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";

const THRESHOLD = 64;
const MAX_PULL = 96;
/** Finger travel per pixel of indicator: resistance makes the pull feel elastic. */
const RESISTANCE = 0.5;

type Props = { onRefresh?: () => Promise<unknown>; disabled?: boolean; children: React.ReactNode };

export function PullToRefresh({ onRefresh, disabled = false, children }: Props) {
  const t = useTranslations("common");
  const router = useRouter();
  const [pull, setPull] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [routerPending, startTransition] = useTransition();
  const root = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ startY: number; pull: number } | null>(null);
  // The touch listeners are attached once; they read the current props through this ref.
  const latest = useRef({ onRefresh, disabled, refreshing, router });
  useEffect(() => {
    latest.current = { onRefresh, disabled, refreshing, router };
  });

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onStart = (e: TouchEvent) => {
      if (latest.current.disabled || latest.current.refreshing || e.touches.length !== 1 || window.scrollY > 0) return;
      gesture.current = { startY: e.touches[0].clientY, pull: 0 };
    };
    const onMove = (e: TouchEvent) => {
      const g = gesture.current;
      if (!g) return;
      const dy = e.touches[0].clientY - g.startY;
      if (dy <= 0 || window.scrollY > 0) {
        gesture.current = null;
        setPull(0);
        setDragging(false);
        return;
      }
      // Holding the page still while the indicator follows the finger (needs a non-passive listener).
      if (e.cancelable) e.preventDefault();
      g.pull = Math.min(MAX_PULL, dy * RESISTANCE);
      setDragging(true);
      setPull(g.pull);
    };
    const onEnd = () => {
      const g = gesture.current;
      gesture.current = null;
      setDragging(false);
      if (!g || g.pull < THRESHOLD) {
        setPull(0);
        return;
      }
      setPull(THRESHOLD);
      setRefreshing(true);
      const { onRefresh: refresh, router: r } = latest.current;
      const done = refresh ? refresh() : Promise.resolve(startTransition(() => r.refresh()));
      void Promise.resolve(done)
        .catch(() => undefined)
        .finally(() => {
          setRefreshing(false);
          setPull(0);
        });
    };
    el.addEventListener("touchstart", onStart, { passive: true });
    el.addEventListener("touchmove", onMove, { passive: false });
    el.addEventListener("touchend", onEnd);
    el.addEventListener("touchcancel", onEnd);
    // Marks the gesture as live (after hydration), for tests that drive it with synthetic touches.
    el.dataset.ready = "true";
    return () => {
      delete el.dataset.ready;
      el.removeEventListener("touchstart", onStart);
      el.removeEventListener("touchmove", onMove);
      el.removeEventListener("touchend", onEnd);
      el.removeEventListener("touchcancel", onEnd);
    };
  }, []);

  const busy = refreshing || routerPending;
  const height = busy ? THRESHOLD : pull;
  const label = busy ? t("refreshing") : pull >= THRESHOLD ? t("releaseToRefresh") : t("pullToRefresh");

  return (
    <div ref={root} data-testid="pull-to-refresh" data-refreshing={busy ? "true" : undefined}>
      <div
        aria-hidden={height === 0}
        className={`flex items-end justify-center overflow-hidden text-xs text-gray-600 ${dragging ? "" : "transition-[height] duration-200"}`}
        style={{ height }}
      >
        <p role="status" className="flex h-16 items-center gap-2">
          {busy ? (
            <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-gray-300 border-t-accent" />
          ) : (
            <span aria-hidden className={`transition-transform ${pull >= THRESHOLD ? "rotate-180" : ""}`}>
              ↓
            </span>
          )}
          {height > 0 ? label : ""}
        </p>
      </div>
      {children}
    </div>
  );
}
