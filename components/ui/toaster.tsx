// Renders toasts from lib/client/toast (spec: toasts last 1500 ms). One at a time; a new one replaces
// the old. Announced to screen readers.
"use client";

import { useEffect, useState } from "react";
import { TOAST_DURATION_MS, TOAST_EVENT, type ToastDetail } from "@/lib/client/toast";

export function Toaster() {
  const [toast, setToast] = useState<(ToastDetail & { id: number }) | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastDetail>).detail;
      clearTimeout(timer);
      setToast({ ...detail, id: Date.now() });
      timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(TOAST_EVENT, onToast);
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-1/2 z-50 flex justify-center px-8"
    >
      {toast ? (
        <p
          key={toast.id}
          data-testid="toast"
          className="max-w-[320px] rounded-lg bg-black/75 px-4 py-2.5 text-center text-sm text-white"
        >
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
