// Loads the service-worker registration, the upgrade popup and the desktop header's live
// parts (suggestions, cart count) once the browser is idle after the first paint: none of it is needed to show the screen, and
// every page's first load stays within the JavaScript budget (docs/decisions/007).
"use client";

import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/client/idle";

type Extras = typeof import("./pwa-extras");

export function DeferredPwa() {
  const [extras, setExtras] = useState<Extras | null>(null);
  useEffect(() => {
    return whenIdle(() => void import("./pwa-extras").then(setExtras, () => undefined));
  }, []);
  return extras ? <extras.PwaExtras /> : null;
}
