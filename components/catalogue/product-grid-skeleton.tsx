// The loading skeleton of the two-column product grid: the same boxes as ProductGrid's tiles. A server-
// compatible module of its own, so route loading.tsx files that show it ship no client code.
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul
      aria-hidden
      className="grid grid-cols-2 gap-2 lg:grid-cols-4 lg:gap-3 xl:grid-cols-5"
      data-testid="product-grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-lg bg-white">
          <div className="aspect-square w-full animate-pulse bg-gray-200" />
          <div className="space-y-2 p-2">
            <div className="h-3.5 w-11/12 animate-pulse rounded bg-gray-200" />
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-gray-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
