// The product's pictures: uploaded through the checked upload path, ordered by drag or by the arrow
// buttons (the first is the cover), at most nine.
"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import { PICTURE_TYPES, usePictureUpload } from "../picture-input";
import { Badge, Card } from "../ui";

export const MAX_PICTURES = 9;

export function PicturesSection({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const t = useTranslations("productEditor");
  const { busy, error, upload } = usePictureUpload();
  const dragged = useRef<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Card title={t("pictures")}>
      <p className="mb-2 text-xs text-gray-600">{t("picturesHelp")}</p>
      <ul className="mb-2 flex flex-wrap gap-3" data-testid="product-pictures">
        {images.map((url, i) => (
          <li
            key={url}
            draggable
            onDragStart={() => (dragged.current = i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged.current !== null) move(dragged.current, i);
              dragged.current = null;
            }}
            className="w-28 cursor-move rounded border border-gray-200 bg-white p-1 text-center"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an upload of this shop */}
            <img src={url} alt={t("pictureAlt", { index: i + 1 })} className="h-24 w-full rounded object-cover" />
            {i === 0 ? <Badge tone="good">{t("cover")}</Badge> : null}
            <span className="mt-1 flex justify-center gap-1">
              <button
                type="button"
                className="rounded border px-1 text-xs"
                aria-label={t("moveLeft", { index: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                ←
              </button>
              <button
                type="button"
                className="rounded border px-1 text-xs"
                aria-label={t("moveRight", { index: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                →
              </button>
              <button
                type="button"
                className="rounded border px-1 text-xs text-price"
                aria-label={t("removePicture", { index: i + 1 })}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </span>
          </li>
        ))}
      </ul>
      <label className="text-sm">
        <span className="mr-2">{t("addPictures")}</span>
        <input
          type="file"
          accept={PICTURE_TYPES}
          multiple
          disabled={busy || images.length >= MAX_PICTURES}
          onChange={async (e) => {
            const files = [...(e.target.files ?? [])].slice(0, MAX_PICTURES - images.length);
            if (files.length) await upload(files, e.target, (urls) => onChange([...images, ...urls]));
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-price">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
