import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import type { ProductRow } from "@/lib/client/catalogue";

/**
 * A product tile for two-column grids. The image box has a fixed aspect ratio (no layout shift); the
 * tile fills its grid cell and keeps the price row at the bottom, so the two tiles of a row end level
 * even when one price wraps.
 */
export function ProductCard({ product, salesLabel }: { product: ProductRow; salesLabel: string }) {
  return (
    <Link
      href={`/goods/${product.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg bg-white"
      data-testid="product-card"
    >
      <div className="aspect-square w-full bg-gray-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served by the app itself */}
        <img
          src={product.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={300}
          height={300}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-[13px] leading-5">{product.name}</h3>
        {/* Wraps: with a struck-through price the sales count moves to its own line on narrow phones. */}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-1">
          <Price cents={product.price} original={product.originalPrice} />
          <span className="ml-auto shrink-0 text-[11px] text-gray-500">{salesLabel}</span>
        </div>
      </div>
    </Link>
  );
}
