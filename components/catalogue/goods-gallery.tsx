// The goods detail's image gallery: swipe between images (scroll snap), a counter shows the position;
// on a desktop, thumbnails under it choose the picture.
// Square boxes, so nothing below moves while images load. Choosing a SKU with a picture of its own
// (a colour) puts that picture first and brings the gallery back to it.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";

export function GoodsGallery({
  images: productImages,
  name,
  skuImage = null,
}: {
  images: string[];
  name: string;
  skuImage?: string | null;
}) {
  const t = useTranslations("goods");
  const [index, setIndex] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const images = skuImage ? [skuImage, ...productImages.slice(1)] : productImages;
  useEffect(() => {
    if (skuImage) list.current?.scrollTo({ left: 0 });
  }, [skuImage]);
  return (
    <section aria-label={t("gallery")} className="relative bg-white">
      <ul
        ref={list}
        data-testid="goods-gallery"
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto [&::-webkit-scrollbar]:hidden"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="aspect-square w-full shrink-0 snap-center bg-gray-100">
            {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
            <img
              src={src}
              alt={`${name} ${t("imageOf", { index: i + 1, total: images.length })}`}
              width={750}
              height={750}
              loading={i === 0 ? "eager" : "lazy"}
              // The first picture is the screen's largest paint (LCP).
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding={i === 0 ? "sync" : "async"}
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <p
          aria-hidden
          className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white lg:hidden"
        >
          {t("imageOf", { index: index + 1, total: images.length })}
        </p>
      ) : null}
      {images.length > 1 ? (
        // A desktop has no swipe: the pictures as thumbnails under the big one, as on JD's PC site.
        <ul className="mt-3 hidden gap-2 lg:flex" aria-label={t("gallery")}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-label={t("imageOf", { index: i + 1, total: images.length })}
                aria-current={i === index}
                onClick={() => list.current?.scrollTo({ left: i * list.current.clientWidth, behavior: "smooth" })}
                className="block h-14 w-14 overflow-hidden rounded border-2 border-transparent bg-gray-100 aria-[current=true]:border-price"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG thumbnail */}
                <img src={src} alt="" width={56} height={56} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
