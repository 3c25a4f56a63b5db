// Up to `max` photos for a review or an after-sales request: each chosen image is uploaded at once
// (the upload endpoint, as the avatar uses it) and its URL kept; a thumbnail can be removed.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { uploadImage } from "@/lib/client/upload";
import { showToast } from "@/lib/client/toast";
import type { ApiClientError } from "@/lib/client/fetcher";

type Props = {
  max: number;
  value: string[];
  onChange: (urls: string[]) => void;
  label: string;
  onBusy?: (busy: boolean) => void;
};

export function PhotoPicker({ max, value, onChange, label, onBusy }: Props) {
  const t = useTranslations("afterSales");
  const tc = useTranslations("common");
  const [uploading, setUploading] = useState(false);

  const add = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, max - value.length);
    if (!chosen.length) return;
    setUploading(true);
    onBusy?.(true);
    const urls = [...value];
    for (const file of chosen) {
      try {
        urls.push((await uploadImage(file, { networkError: tc("networkError") })).url);
        onChange([...urls]);
      } catch (error) {
        showToast((error as ApiClientError).message, "error");
      }
    }
    setUploading(false);
    onBusy?.(false);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm text-gray-500">{label}</legend>
      <ul className="grid grid-cols-4 gap-2">
        {value.map((url, i) => (
          <li key={url} className="relative aspect-square overflow-hidden rounded bg-gray-100">
            {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's own upload, served by the app */}
            <img src={url} alt="" className="h-full w-full object-cover" />
            <button
              type="button"
              aria-label={`${t("removePhoto")} ${i + 1}`}
              onClick={() => onChange(value.filter((u) => u !== url))}
              className="absolute top-0 right-0 h-6 w-6 rounded-bl bg-black/60 text-xs text-white"
            >
              ✕
            </button>
          </li>
        ))}
        {value.length < max ? (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-500">
              <span aria-hidden className="text-2xl leading-none">
                ＋
              </span>
              <span>{uploading ? t("uploading") : t("addPhoto")}</span>
              <input
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                disabled={uploading}
                data-testid="photo-input"
                onChange={(e) => void add(e.target.files).then(() => (e.target.value = ""))}
              />
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
