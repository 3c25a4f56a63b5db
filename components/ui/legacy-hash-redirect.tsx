// Old shared links use the hash router form (/#/pages/goods/goods-detail?id=7). The server never sees
// the hash, so the client maps it to the clean URL (lib/routes/legacy.ts, loaded on demand) on first load and moves there
// with a client navigation (the layout stays, no second page load). Mounted in the locale layout, it
// also puts the navigation module into that layout's chunk, so the screens' chunks do not each carry
// a copy of it.
"use client";

import { useEffect } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { showToast } from "@/lib/client/toast";

export function LegacyHashRedirect({ missingText }: { missingText: string }) {
  const router = useRouter();
  useEffect(() => {
    const follow = async () => {
      const { hash } = window.location;
      if (!hash.startsWith("#/")) return;
      // The route table is fetched only when an old link is followed.
      const { legacyHashTarget } = await import("@/lib/routes/legacy");
      if (window.location.hash !== hash) return; // moved on while the table loaded
      const target = legacyHashTarget(hash);
      if (target) {
        router.replace(target);
      } else if (hash !== "#/") {
        // Spec: navigating to a missing page shows a toast that the page does not exist.
        showToast(missingText);
        window.history.replaceState(null, "", window.location.pathname + window.location.search);
      }
    };
    // A table that cannot load (connection dropped) leaves the shopper where they are.
    const onHashChange = () => void follow().catch(() => undefined);
    onHashChange();
    // An old link followed from a page that is already open only changes the hash.
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [missingText, router]);
  return null;
}
