// A horizontal strip of small product tiles with a "more" link (home: deals, new arrivals).
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import type { ProductRow } from "@/lib/client/catalogue";

type Props = { title: string; moreHref: string; moreLabel: string; products: (ProductRow & { badge?: string })[] };

export function ProductStrip({ title, moreHref, moreLabel, products }: Props) {
  if (products.length === 0) return null;
  return (
    <section aria-label={title} className="mx-3 mt-3 rounded-lg bg-white p-3">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-base font-medium">{title}</h2>
        <Link href={moreHref} className="text-xs text-gray-500">
          {moreLabel} ›
        </Link>
      </div>
      <ul className="-mx-1 flex [scrollbar-width:none] gap-2 overflow-x-auto px-1 pb-1">
        {products.map((p) => (
          <li key={p.id} className="w-24 shrink-0">
            <Link href={`/goods/${p.id}`} className="block">
              <div className="relative aspect-square w-24 overflow-hidden rounded-md bg-gray-100">
                {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
                <img
                  src={p.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
                {p.badge ? (
                  <span className="absolute top-0 left-0 rounded-br-md bg-price px-1 text-[10px] text-white">
                    {p.badge}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 truncate text-xs">{p.name}</p>
              <Price cents={p.price} className="text-xs" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
