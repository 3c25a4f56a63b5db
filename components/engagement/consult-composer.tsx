// The consult message box, fixed above the bottom edge of the phone column.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiClientError } from "@/lib/client/fetcher";
import { sendConsultMessage } from "@/lib/client/engagement";
import { CONSULT_MAX_LENGTH } from "@/lib/validation/limits";

export function ConsultComposer({ productId, onSent }: { productId?: number; onSent: () => Promise<unknown> }) {
  const t = useTranslations("consult");
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  // A product the shopper came to ask about is attached to the first message only.
  const [product, setProduct] = useState(productId);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await sendConsultMessage(content, product);
      setText("");
      setProduct(undefined);
      await onSent();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={send}
      className="fixed bottom-0 left-1/2 z-30 flex w-full max-w-[480px] -translate-x-1/2 items-end gap-2 border-t border-gray-200 bg-white px-3 py-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]"
    >
      <textarea
        aria-label={t("placeholder")}
        placeholder={t("placeholder")}
        value={text}
        maxLength={CONSULT_MAX_LENGTH}
        rows={1}
        onChange={(e) => setText(e.target.value)}
        className="max-h-24 min-h-9 flex-1 resize-none rounded-2xl bg-gray-100 px-3 py-2 text-sm outline-none focus:ring-1 focus:ring-accent"
      />
      <button
        type="submit"
        disabled={sending || !text.trim()}
        className="h-9 shrink-0 rounded-full bg-accent px-4 text-sm text-white disabled:opacity-50"
      >
        {t("send")}
      </button>
    </form>
  );
}
