// The deferred part of every page (components/pwa/deferred-pwa.tsx).
"use client";

import { ServiceWorker } from "./service-worker";
import { DesktopHeaderExtras } from "@/components/ui/desktop-header-extras";

export function PwaExtras() {
  return (
    <>
      <ServiceWorker />
      <DesktopHeaderExtras />
    </>
  );
}
