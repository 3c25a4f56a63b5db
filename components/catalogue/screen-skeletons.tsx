// Loading skeletons for the catalogue screens (route loading.tsx files): the same boxes as the real
// screens, so nothing jumps when they arrive.
import { ProductGridSkeleton } from "./product-grid-skeleton";

function BarSkeleton() {
  return <div aria-hidden className="sticky top-0 z-30 h-11 bg-brand lg:h-14 lg:bg-transparent" />;
}

export function ProductListScreenSkeleton() {
  return (
    <div aria-busy="true">
      <BarSkeleton />
      <div className="p-3">
        <ProductGridSkeleton />
      </div>
    </div>
  );
}

export function CardListScreenSkeleton() {
  return (
    <div aria-busy="true">
      <BarSkeleton />
      <ul aria-hidden className="space-y-3 p-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="overflow-hidden rounded-lg bg-white">
            <div className="aspect-[5/2] animate-pulse bg-gray-200" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-1/2 animate-pulse rounded bg-gray-200" />
              <div className="h-3 w-3/4 animate-pulse rounded bg-gray-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CategoryTabSkeleton() {
  return (
    <div aria-busy="true">
      <BarSkeleton />
      <div aria-hidden className="flex">
        <div className="w-[92px] space-y-1 bg-gray-50 py-2">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="mx-3 my-4 h-4 animate-pulse rounded bg-gray-200" />
          ))}
        </div>
        <div className="grid flex-1 grid-cols-3 gap-4 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="mx-auto h-14 w-14 animate-pulse rounded-lg bg-gray-200" />
          ))}
        </div>
      </div>
    </div>
  );
}
