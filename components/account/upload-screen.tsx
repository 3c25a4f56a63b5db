// OssUpload / OssUploadMore: choose images (several with ?multiple=1), upload each with a progress bar
// (at most 5 at once, spec section 9), then list the shopper's uploads with delete.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";
import { deleteUpload, uploadImage, useUploads } from "@/lib/client/upload";
import { EmptyState } from "@/components/ui/empty-state";

const MAX_FILES = 9;
const CONCURRENCY = 5;

type Item = {
  key: string;
  name: string;
  /** The chosen file's own address, once it is known to be a picture (never a broken image). */
  preview: string | null;
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  error?: string;
  file: File;
};

export function UploadScreen({ multiple, maxMb }: { multiple: boolean; maxMb: number }) {
  const t = useTranslations("account.upload");
  const tc = useTranslations("common");
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const { data: mine, mutate } = useUploads();

  // Each preview's address lives as long as its tile: until the next choice replaces the tiles, or the
  // screen goes. (Given back on every change of the list, progress included, a tile's picture was gone
  // while it showed.)
  const previews = useRef<string[]>([]);
  useEffect(() => {
    const held = previews.current;
    return () => held.splice(0).forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patch = (key: string, change: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const uploadOne = async (item: Item) => {
    patch(item.key, { status: "uploading", progress: 0, error: undefined });
    try {
      await uploadImage(item.file, {
        onProgress: (progress) => patch(item.key, { progress }),
        networkError: tc("networkError"),
      });
      patch(item.key, { status: "done", progress: 100 });
    } catch (error) {
      patch(item.key, { status: "failed", error: error instanceof Error ? error.message : String(error) });
    }
  };

  const uploadAll = async (queue: Item[]) => {
    const pending = [...queue];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await uploadOne(next);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    await mutate();
  };

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    let chosen = Array.from(files);
    if (chosen.length > MAX_FILES) {
      showToast(t("tooMany", { count: MAX_FILES }), "error");
      chosen = chosen.slice(0, MAX_FILES);
    }
    previews.current.splice(0).forEach((url) => URL.revokeObjectURL(url));
    const next = chosen.map((file, i) => ({
      key: `${Date.now()}-${i}`,
      name: file.name,
      preview: null,
      progress: 0,
      status: "waiting" as const,
      file,
    }));
    setItems(next);
    for (const item of next)
      createImageBitmap(item.file).then(
        (bitmap) => {
          bitmap.close();
          const preview = URL.createObjectURL(item.file);
          previews.current.push(preview);
          patch(item.key, { preview });
        },
        // Not a picture the browser can show: the tile stays plain (the upload says why it is refused).
        () => undefined,
      );
    if (input.current) input.current.value = "";
    void uploadAll(next);
  };

  const remove = async (id: number) => {
    await deleteUpload(id);
    showToast(t("deleted"), "success");
    await mutate();
  };

  return (
    <div className="space-y-3 p-3">
      <section className="rounded-lg bg-white p-4">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="h-11 w-full rounded-full bg-accent text-[15px] text-white"
        >
          {multiple ? t("chooseMany") : t("choose")}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple={multiple}
          aria-label={multiple ? t("chooseMany") : t("choose")}
          className="hidden"
          onChange={(e) => choose(e.target.files)}
        />
        <p className="mt-2 text-center text-xs text-gray-500">
          {t("hint", { mb: maxMb, count: multiple ? MAX_FILES : 1 })}
        </p>
        {items.length > 0 ? (
          <ul className="mt-4 grid grid-cols-3 gap-2">
            {items.map((item) => (
              <li key={item.key} className="relative overflow-hidden rounded-md bg-gray-100">
                {item.preview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- local preview of the chosen file
                  <img src={item.preview} alt={item.name} className="aspect-square w-full object-cover" />
                ) : (
                  <div role="img" aria-label={item.name} className="aspect-square w-full" />
                )}
                <div className="absolute inset-x-0 bottom-0 bg-black/55 px-1.5 py-1 text-[10px] text-white">
                  {item.status === "failed" ? (
                    <button
                      type="button"
                      onClick={() => uploadOne(item)}
                      className="w-full text-left"
                      title={item.error}
                    >
                      {t("failed")} · {t("retry")}
                    </button>
                  ) : item.status === "done" ? (
                    <span>{t("done")}</span>
                  ) : (
                    <span>{t("uploading", { percent: item.progress })}</span>
                  )}
                  <div
                    role="progressbar"
                    aria-label={item.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.progress}
                    className="mt-0.5 h-1 overflow-hidden rounded bg-white/30"
                  >
                    <div
                      className={`h-full ${item.status === "failed" ? "bg-price" : "bg-white"}`}
                      style={{ width: `${item.progress}%` }}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {items.some((i) => i.status === "failed") ? (
          <p role="alert" className="mt-2 text-xs text-price">
            {items.find((i) => i.status === "failed")?.error}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="upload-mine" className="rounded-lg bg-white p-4">
        <h2 id="upload-mine" className="mb-3 text-[15px] font-medium">
          {t("mine")}
        </h2>
        {!mine ? (
          <div aria-hidden className="h-24 animate-pulse rounded bg-gray-100" />
        ) : mine.rows.length === 0 ? (
          <EmptyState icon="🖼️" title={t("empty")} />
        ) : (
          <ul className="grid grid-cols-3 gap-2">
            {mine.rows.map((u) => (
              <li key={u.id} className="relative">
                <a href={u.url} target="_blank" rel="noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the app */}
                  <img
                    src={u.url}
                    alt={u.name}
                    width={u.width ?? undefined}
                    height={u.height ?? undefined}
                    className="aspect-square w-full rounded-md object-cover"
                  />
                </a>
                <button
                  type="button"
                  onClick={() => remove(u.id)}
                  aria-label={`${t("delete")} ${u.name}`}
                  className="absolute top-1 right-1 rounded-full bg-black/55 px-2 text-xs leading-5 text-white"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
