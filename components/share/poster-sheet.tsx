// The share poster in a sheet (components/share/poster-button.tsx loads it on the first tap): the PNG
// the server draws (GET /api/v1/goods-poster), to long-press inside the messaging app (save it, send
// it to a friend) or save with the button elsewhere. Escape, the close button and the backdrop close it.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { goodsPosterUrl } from "@/lib/client/share";

type Props = { productId: number; locale: string; name: string; onClose: () => void };

export function PosterSheet({ productId, locale, name, onClose }: Props) {
  const t = useTranslations("share");
  const src = goodsPosterUrl(productId, locale);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onCloseRef.current();
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="poster-sheet-title"
        data-testid="poster-sheet"
        onClick={(e) => e.stopPropagation()}
        className="flex max-h-[92dvh] w-full max-w-[480px] flex-col rounded-t-2xl bg-white px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 id="poster-sheet-title" className="text-base font-medium">
            {t("poster")}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t("close")}
            className="flex h-9 w-9 items-center justify-center text-gray-600"
          >
            ✕
          </button>
        </div>
        <div className="relative mx-auto aspect-[750/1220] max-h-[64dvh] w-full max-w-[300px] overflow-hidden rounded-lg bg-gray-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- a PNG the server draws per request: no optimiser in between */}
          <img
            src={src}
            alt={t("posterAlt", { name })}
            onLoad={() => setState("ready")}
            onError={() => setState("failed")}
            className={`h-full w-full object-contain ${state === "ready" ? "" : "invisible"}`}
          />
          {state !== "ready" ? (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center px-4 text-center text-sm text-gray-600"
            >
              {state === "loading" ? t("posterLoading") : t("posterFailed")}
            </p>
          ) : null}
        </div>
        <p className="mt-3 text-center text-sm text-gray-600">{t("posterLongPress")}</p>
        <a
          href={src}
          download={`poster-${productId}.png`}
          aria-disabled={state !== "ready"}
          className={`mt-3 flex h-11 items-center justify-center rounded-full bg-accent text-white ${state === "ready" ? "" : "pointer-events-none opacity-60"}`}
        >
          {t("posterSave")}
        </a>
      </div>
    </div>
  );
}
