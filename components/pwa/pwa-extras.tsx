// The deferred part of every page (components/pwa/deferred-pwa.tsx).
"use client";

import { ServiceWorker } from "./service-worker";
import { SideNavCurrent } from "./side-nav-current";

export function PwaExtras() {
  return (
    <>
      <ServiceWorker />
      <SideNavCurrent />
    </>
  );
}
