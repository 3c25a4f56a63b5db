// Old shared links use the hash router form (/#/pages/goods/goods-detail?id=7). The server never sees
// the hash, so the client maps it to the clean URL (lib/routes/legacy.ts) on first load.
"use client";

import { useEffect } from "react";
import { legacyHashTarget } from "@/lib/routes/legacy";
import { localePath } from "@/lib/client/locale-path";
import { showToast } from "@/lib/client/toast";

export function LegacyHashRedirect({ missingText }: { missingText: string }) {
  useEffect(() => {
    const follow = () => {
      const { hash } = window.location;
      if (!hash.startsWith("#/")) return;
      const target = legacyHashTarget(hash);
      if (target) {
        window.location.replace(localePath(target));
      } else if (hash !== "#/") {
        // Spec: navigating to a missing page shows a toast that the page does not exist.
        showToast(missingText);
        window.history.replaceState(null, "", window.location.pathname + window.location.search);
      }
    };
    follow();
    // An old link followed from a page that is already open only changes the hash.
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [missingText]);
  return null;
}
