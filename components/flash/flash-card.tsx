// One flash sale on the home's strip: picture, name, flash price over the regular one; `children` is the
// line under it (when it starts, or the units left). Shared by the server's first render
// (flash-strip.tsx) and the live strip (flash-strip-live.tsx), so nothing moves when the live one takes over.
// The strip's one countdown is beside its title (the live strip's): a card says when its sale starts.
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";

type CardSale = { id: number; productId: number; image: string; name: string; price: number; regularPrice: number };

export function FlashCard({ sale, children }: { sale: CardSale; children: React.ReactNode }) {
  // The name is the link, stretched over the card (after:inset-0): one link per card, and on a desktop
  // the card can lie on its side (picture left, words right) and grow to fill the strip.
  return (
    <li
      className="relative w-28 shrink-0 lg:flex lg:w-auto lg:min-w-72 lg:flex-1 lg:items-center lg:gap-4 lg:rounded-md lg:border lg:border-red-100 lg:p-3"
      data-testid="flash-card"
    >
      <div className="aspect-square w-28 overflow-hidden rounded-md bg-gray-100 lg:shrink-0">
        {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
        <img
          src={sale.image}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="lg:min-w-0 lg:flex-1">
        <p className="mt-1 truncate text-xs lg:mt-0 lg:text-sm">
          <Link href={`/goods/${sale.productId}`} className="after:absolute after:inset-0">
            {sale.name}
          </Link>
        </p>
        <Price cents={sale.price} original={sale.regularPrice} className="text-xs lg:text-base" />
        <div className="mt-1 h-8 text-[10px] text-gray-600 lg:text-xs">{children}</div>
      </div>
    </li>
  );
}

/** The strip around the cards: its title (and, live, the soonest countdown) over a row that scrolls sideways. */
export function FlashStripFrame({
  title,
  clock,
  children,
}: {
  title: string;
  clock?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="mx-3 mt-3 rounded-lg bg-white p-3" data-testid="flash-strip">
      <div className="mb-2 flex items-center gap-2">
        <h2 className="text-base font-medium text-price">{title}</h2>
        <span className="text-xs text-gray-600">{clock}</span>
      </div>
      <ul className="-mx-1 flex [scrollbar-width:none] gap-2 overflow-x-auto px-1 pb-1">{children}</ul>
    </section>
  );
}
