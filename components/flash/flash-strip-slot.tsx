// Shows the server's render of the home's flash strip until the live strip has loaded on demand:
// home's first load carries a few hundred bytes of it, the rest only when a flash sale is on.
"use client";

import type { FlashSale } from "@/lib/client/flash";
import { useDeferredModule } from "@/lib/client/use-deferred-module";

const loadLive = () => import("./flash-strip-live");

export function FlashStripSlot({ sales, children }: { sales: FlashSale[]; children: React.ReactNode }) {
  const { module } = useDeferredModule(loadLive, true, { silent: true });
  return module ? <module.FlashStripLive sales={sales} /> : children;
}
