// Registers /sw.js (production builds only) and offers the specification's upgrade popup
// (uni-upgrade-center's 立即更新 / 稍后) when a new build's worker is installed and waiting.
// 立即更新 tells the waiting worker to take over and reloads once it controls the page; 稍后 hides the
// popup until the next load. The first page is loaded before the worker controls it, so its address
// and files are handed to the worker to store (the page then works offline too).
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";

/** How long 立即更新 waits for the new worker before reloading anyway. */
const RELOAD_FALLBACK_MS = 3000;

export function ServiceWorker() {
  const t = useTranslations("pwa");
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const accepted = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const sw = navigator.serviceWorker;
    let cancelled = false;
    const onControllerChange = () => {
      if (accepted.current) window.location.reload();
    };
    sw.addEventListener("controllerchange", onControllerChange);
    const offer = (worker: ServiceWorker | null) => {
      if (!worker || !sw.controller || cancelled) return;
      setWaiting(worker);
      // Activated meanwhile (accepted on another page) or replaced by a newer build: nothing to offer.
      worker.addEventListener(
        "statechange",
        () => worker.state !== "installed" && setWaiting((w) => (w === worker ? null : w)),
      );
    };
    let registration: ServiceWorkerRegistration | undefined;
    const check = () => {
      if (document.visibilityState === "visible") registration?.update().catch(() => {});
    };
    sw.register("/sw.js", { scope: "/" })
      .then((reg) => {
        registration = reg;
        offer(reg.waiting);
        reg.addEventListener("updatefound", () => {
          const installing = reg.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed") offer(reg.waiting ?? installing);
          });
        });
        return sw.ready;
      })
      .then((ready) => {
        const files = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => u.startsWith(`${location.origin}/_next/static/`) || u.startsWith(`${location.origin}/media/`));
        ready.active?.postMessage({ type: "CACHE_URLS", urls: [location.href.split("#")[0], ...files] });
      })
      .catch(() => {});
    document.addEventListener("visibilitychange", check);
    const timer = window.setInterval(check, 30 * 60_000);
    return () => {
      cancelled = true;
      sw.removeEventListener("controllerchange", onControllerChange);
      document.removeEventListener("visibilitychange", check);
      window.clearInterval(timer);
    };
  }, []);

  if (!waiting) return null;
  const update = () => {
    accepted.current = true;
    const worker = waiting;
    // Reload once the new worker has taken over. controllerchange (above) says so for a controlled
    // page; its own state says so too, and also when a still newer build replaced it (redundant): the
    // reloaded page then offers that one.
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated" || worker.state === "redundant") window.location.reload();
    });
    worker.postMessage({ type: "SKIP_WAITING" });
    // The new worker takes over only once the old one has no request of this page in hand; a page
    // still loading pictures and prefetching can hold it off for long on a slow phone. Leaving the
    // page ends those: reload anyway after a moment, and the new worker takes over as this page goes.
    window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  };
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/50 p-8" role="presentation">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="upgrade-title"
        className="w-full max-w-[300px] overflow-hidden rounded-xl bg-white text-center"
      >
        <div className="bg-accent px-4 py-5 text-white">
          <h2 id="upgrade-title" className="text-[17px] font-medium">
            {t("updateTitle")}
          </h2>
        </div>
        <p className="px-5 py-4 text-sm text-gray-700">{t("updateBody")}</p>
        <div className="flex gap-3 px-5 pb-5">
          <button
            type="button"
            onClick={() => setWaiting(null)}
            className="h-10 flex-1 rounded-full border border-gray-300 text-[15px] text-gray-700"
          >
            {t("updateLater")}
          </button>
          <button type="button" onClick={update} className="h-10 flex-1 rounded-full bg-accent text-[15px] text-white">
            {t("updateNow")}
          </button>
        </div>
      </div>
    </div>
  );
}
