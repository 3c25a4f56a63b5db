// The goods page's 到货通知 / 降价通知 buttons, loaded after the page: the goods page's first load is
// at its JavaScript budget (docs/decisions/007), so this slot is only the loader; the buttons and their
// sheets are a chunk of their own (goods-notices.tsx). Until it loads, nothing shows.
"use client";

import { useDeferredModule } from "@/lib/client/use-deferred-module";
import type { GoodsNoticesProps } from "./goods-notices";

const load = () => import("./goods-notices");

export function GoodsNoticesSlot(props: GoodsNoticesProps) {
  const { module } = useDeferredModule(load, props.onSale, { silent: true });
  return module ? <module.GoodsNotices {...props} /> : null;
}
