// The Mall's one confirm dialog, in place of the browser's confirm(): a sheet from the bottom with the
// question, a cancel and a confirm button (red when the action destroys something). `useConfirm`
// gives a promise-returning `ask` and the element to render; Escape and a tap on the backdrop cancel.
// The sheet's code loads on the first question (it is not needed before), so screens that may ask
// pay almost nothing for it on first load; if it cannot load, the browser's confirm() asks instead.
"use client";

import { useCallback, useState } from "react";
import type { Ask } from "./confirm-sheet-view";

export type { Ask };

type Pending = Ask & { resolve: (ok: boolean) => void };
type View = typeof import("./confirm-sheet-view");

let view: View | null = null;

export function useConfirm(): [(ask: Ask) => Promise<boolean>, React.ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(async (a: Ask) => {
    try {
      view ??= await import("./confirm-sheet-view");
    } catch {
      return window.confirm(a.message);
    }
    return new Promise<boolean>((resolve) => setPending({ ...a, resolve }));
  }, []);
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return [ask, pending && view ? <view.ConfirmSheet key="confirm" ask={pending} onClose={close} /> : null];
}
