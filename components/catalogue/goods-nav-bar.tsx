// The goods detail's own navigation bar (spec: custom nav bar): round back and share buttons floating
// over the gallery, turning into the brand-coloured bar with the title once the page scrolls; on a
// desktop the brand-coloured bar with the title throughout. Inside the messaging app it also sets the
// page's share card (components/share/wechat-share-card.tsx).
"use client";

import { useEffect, useState } from "react";
import { BackButton } from "@/components/ui/back-button";
import { ShareButton } from "./share-button";
import { useWechatShareCard, type WechatShareCardProps } from "@/components/share/wechat-share-card";

const SOLID_AFTER_PX = 160;

type Props = {
  title: string;
  shareText: string;
  /** The product whose poster the share sheet shows; none for a product off sale. */
  poster: { productId: number; name: string } | null;
  /** The card friends see when the shopper shares the page inside the messaging app. */
  card: WechatShareCardProps;
};

export function GoodsNavBar({ title, shareText, poster, card }: Props) {
  const [solid, setSolid] = useState(false);
  useWechatShareCard(card);

  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const button = solid ? "text-white" : "bg-black/35 text-white lg:bg-transparent";
  return (
    // Sticky in the column's flow (not fixed to the window): it starts below the demo banner, floats
    // over the top of the gallery (the negative margin) and keeps to the top once scrolled. On a
    // desktop, under the desktop header, it is the page's heading row (.goods-nav in app/globals.css:
    // CSS, not classes here, for the page's JavaScript weight).
    <header
      className={`goods-nav sticky top-0 z-30 -mb-11 flex h-11 w-full items-center justify-between px-2 transition-colors ${
        solid ? "bg-brand" : "bg-transparent"
      }`}
      data-spec-colour
      data-testid="goods-nav-bar"
    >
      <div className={`flex h-9 w-9 items-center justify-center rounded-full ${button}`}>
        <BackButton className="h-9 w-9" />
      </div>
      {/* Over the picture the title is for screen readers only (white text on a light picture would
          fail contrast); it appears when the bar turns solid. */}
      <h1
        className={
          solid
            ? "flex-1 truncate px-2 text-center text-[17px] font-medium text-white"
            : "sr-only lg:not-sr-only lg:flex-1 lg:truncate lg:px-2 lg:text-center lg:text-[17px] lg:font-medium lg:text-white"
        }
      >
        {title}
      </h1>
      <ShareButton title={title} text={shareText} poster={poster} className={button} />
    </header>
  );
}
