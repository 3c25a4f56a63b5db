// The home banner carousel: swipe (scroll snap), advances by itself every few seconds unless the
// shopper is touching it or prefers reduced motion, dots show the position.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ResolvedLink } from "./resolved-link";

/** `link` already resolved on the server (resolveHref in smart-link.tsx). */
type Banner = { id: number; title: string; image: string; link: string };

const INTERVAL_MS = 4000;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useTranslations("home");
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const paused = useRef(false);

  useEffect(() => {
    const el = track.current;
    if (!el || banners.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => {
      if (paused.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    }, INTERVAL_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t("banners")} className="relative px-3 pt-3 lg:p-0">
      <div
        ref={track}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto rounded-lg [&::-webkit-scrollbar]:hidden"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        onPointerEnter={() => (paused.current = true)}
        onPointerLeave={() => (paused.current = false)}
        onTouchStart={() => (paused.current = true)}
        onTouchEnd={() => (paused.current = false)}
      >
        {banners.map((b, i) => (
          <ResolvedLink
            key={b.id}
            href={b.link}
            aria-label={`${b.title} (${t("slideOf", { index: i + 1, total: banners.length })})`}
            className="aspect-[5/2] w-full shrink-0 snap-center bg-gray-200"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
            <img
              src={b.image}
              alt={b.title}
              width={750}
              height={300}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              className="h-full w-full object-cover"
            />
          </ResolvedLink>
        ))}
      </div>
      {banners.length > 1 ? (
        <div aria-hidden className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {banners.map((b, i) => (
            <span
              key={b.id}
              className={`h-1.5 rounded-full transition-all ${i === index ? "w-4 bg-white" : "w-1.5 bg-white/60"}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
