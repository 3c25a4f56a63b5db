// 追评 on one reviewed item: a text and up to 9 photos, once per review, within the follow-up window.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { followUpReview } from "@/lib/client/after-sales";
import { showToast } from "@/lib/client/toast";
import { PhotoPicker } from "./photo-picker";

export function FollowUpForm({ reviewId, name, onDone }: { reviewId: number; name: string; onDone: () => void }) {
  const t = useTranslations("reviews");
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="h-7 rounded-full border border-accent px-3 text-xs text-accent"
      >
        {t("followUp")}
      </button>
    );

  const submit = async () => {
    setBusy(true);
    try {
      await followUpReview({ reviewId, content, images });
      showToast(t("followUpDone"), "success");
      onDone();
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <label className="block">
        <span className="sr-only">{t("followUpFor", { name })}</span>
        <textarea
          maxLength={500}
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={t("followUpPlaceholder")}
          className="w-full rounded border border-gray-200 p-2 text-sm outline-none focus:border-accent"
        />
      </label>
      <PhotoPicker max={9} value={images} onChange={setImages} label={t("photos", { max: 9 })} onBusy={setBusy} />
      <button
        type="button"
        disabled={busy || content.trim() === ""}
        onClick={() => void submit()}
        className="h-8 w-full rounded-full bg-accent text-sm text-white disabled:opacity-50"
      >
        {t("followUpSubmit")}
      </button>
    </div>
  );
}
