// One picture: its address (the shop's own, or one of its drawn pictures) with a preview, and an upload
// through the back office's checked upload path (lib/admin-client/catalogue uploadPictures).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { uploadPictures } from "@/lib/admin-client/catalogue";
import { inputClass } from "./ui";

export const PICTURE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/** Pictures through the checked upload: busy while it runs, the server's refusal as the message. */
export function usePictureUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const upload = async (files: File[], input: HTMLInputElement, done: (urls: string[]) => void) => {
    setBusy(true);
    setError("");
    try {
      done(await uploadPictures(files));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      // The same file may be chosen again.
      input.value = "";
    }
  };
  return { busy, error, upload };
}

export function PictureInput({
  value,
  onChange,
  props,
}: {
  value: string;
  onChange: (v: string) => void;
  /** The field's id and ARIA attributes (./ui Field). */
  props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
}) {
  const t = useTranslations("editor");
  const { busy, error, upload } = usePictureUpload();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- the shop's own upload or drawn picture
        <img src={value} alt="" className="h-12 w-20 rounded border border-gray-200 object-cover" />
      ) : null}
      <input {...props} className={`${inputClass} max-w-xs`} value={value} onChange={(e) => onChange(e.target.value)} />
      <label className="cursor-pointer rounded border border-gray-300 px-2 py-1 text-sm hover:bg-gray-50">
        {busy ? t("uploading") : t("upload")}
        <input
          type="file"
          accept={PICTURE_TYPES}
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) await upload([file], e.target, ([url]) => onChange(url));
          }}
        />
      </label>
      {error ? (
        <span role="alert" className="text-xs text-price">
          {error}
        </span>
      ) : null}
    </div>
  );
}
