// Share a page: inside the messaging app, a hint to its own menu (which shares the page's card); else
// the Web Share API where the browser has it (phones), else copy the link, with the specification's
// clipboard messages ("Content copied" / "Copy failed, please copy manually").
"use client";

import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";

type Props = { title: string; text?: string; className?: string };

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton({ title, text, className = "" }: Props) {
  const t = useTranslations("goods");
  const tc = useTranslations("common");
  const ts = useTranslations("share");

  const share = async () => {
    // Inside the messaging app the page's card is set (components/share/wechat-share-card.tsx) and the
    // app's own menu shares it: say where that menu is.
    if (/MicroMessenger/i.test(navigator.userAgent) && !/miniProgram/i.test(navigator.userAgent)) {
      showToast(ts("wechatHint"));
      return;
    }
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
    const copied = await copyText(text ? `${text} ${url}` : url);
    showToast(copied ? tc("copied") : tc("copyFailed"), copied ? "success" : "error");
  };

  return (
    <button
      type="button"
      aria-label={t("share")}
      onClick={() => void share()}
      className={`flex h-9 w-9 items-center justify-center rounded-full ${className}`}
    >
      <svg
        aria-hidden
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
    </button>
  );
}
