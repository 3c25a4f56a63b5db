// The goods page's share sheet (components/catalogue/share-button.tsx loads it on the first tap): the
// poster the server draws (GET /api/v1/goods-poster), to long-press inside the messaging app (save it,
// send it to a friend) or save with the button; then, inside the messaging app, where its own menu is
// (it shares the page's card: wechat-share-card.tsx), and elsewhere the link: the Web Share API where the
// browser has it (phones), else copied, with the specification's clipboard messages ("Content copied" /
// "Copy failed, please copy manually"). Escape, the close button and the backdrop close it.
"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { goodsPosterUrl, groupPosterUrl } from "@/lib/client/share";
import { showToast } from "@/lib/client/toast";
import { inMessagingAppBrowser } from "./wechat-share-card";

type Props = {
  title: string;
  text: string;
  /** The product's poster, or with `groupId` the group's (拼团: the group price, its page's QR code). */
  poster: { productId: number; name: string; groupId?: number } | null;
  onClose: () => void;
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareSheet({ title, text, poster, onClose }: Props) {
  const t = useTranslations("share");
  const tc = useTranslations("common");
  const locale = useLocale();
  const src = poster
    ? poster.groupId !== undefined
      ? groupPosterUrl(poster.groupId, locale)
      : goodsPosterUrl(poster.productId, locale)
    : null;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  // The sheet renders only in the browser (after a tap): the user agent can be read while rendering.
  const [inApp] = useState(inMessagingAppBrowser);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A modal <dialog>: in the top layer, above the page's bars whatever their stacking contexts (the
  // share button sits in the goods page's sticky bar, which would keep a fixed sheet under the page's
  // bottom action bar), with the page inert behind it and Escape closing it (its close event).
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.showModal();
    return () => previous?.focus?.();
  }, []);

  const shareLink = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const copied = await copyText(`${text} ${url}`);
    showToast(copied ? tc("copied") : tc("copyFailed"), copied ? "success" : "error");
  };

  return (
    // A click on the backdrop reaches the dialog itself; the sheet's own area is the inner block.
    <dialog
      ref={dialogRef}
      aria-labelledby="share-sheet-title"
      data-testid="share-sheet"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-[480px] rounded-t-2xl bg-white backdrop:bg-black/50"
    >
      <div className="flex flex-col px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="share-sheet-title" className="text-base font-medium">
            {t(poster ? "poster" : "title")}
          </h2>
          <button
            type="button"
            autoFocus
            onClick={onClose}
            aria-label={t("close")}
            className="flex h-9 w-9 items-center justify-center text-gray-600"
          >
            ✕
          </button>
        </div>
        {poster && src ? (
          <>
            <div
              className={`relative mx-auto aspect-[750/1220] max-h-[56dvh] w-full max-w-[300px] overflow-hidden rounded-lg ${state === "ready" ? "" : "bg-gray-100"}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a PNG the server draws per request: no optimiser in between */}
              <img
                src={src}
                alt={t("posterAlt", { name: poster.name })}
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
          </>
        ) : null}
        <div className="mt-3 flex gap-3">
          {poster && src ? (
            <a
              href={src}
              download={`poster-${poster.productId}.png`}
              aria-disabled={state !== "ready"}
              className={`flex h-11 flex-1 items-center justify-center rounded-full bg-accent text-white ${state === "ready" ? "" : "pointer-events-none opacity-60"}`}
            >
              {t("posterSave")}
            </a>
          ) : null}
          {inApp ? null : (
            <button
              type="button"
              onClick={() => void shareLink()}
              className="flex h-11 flex-1 items-center justify-center rounded-full border border-accent text-accent"
            >
              {t("link")}
            </button>
          )}
        </div>
        {inApp ? <p className="mt-3 text-center text-sm text-gray-600">{t("wechatHint")}</p> : null}
      </div>
    </dialog>
  );
}
