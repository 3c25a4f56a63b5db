// The goods of an order (or of the order being confirmed): picture, name, variant, price × quantity.
import { Price } from "@/components/ui/price";

export type OrderItemLine = {
  skuId: number;
  productId: number;
  name: string;
  skuName: string;
  image: string;
  price: number;
  quantity: number;
};

export function OrderItems<T extends OrderItemLine>({
  items,
  compact = false,
  note,
}: {
  items: T[];
  compact?: boolean;
  /** A line under an item (its after-sales or review state on the order detail). */
  note?: (item: T) => React.ReactNode;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.skuId} className="flex gap-3 py-2.5">
          {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
          <img
            src={item.image}
            alt=""
            width={compact ? 56 : 72}
            height={compact ? 56 : 72}
            className={`${compact ? "h-14 w-14" : "h-[72px] w-[72px]"} shrink-0 rounded bg-gray-100 object-cover`}
          />
          <div className="flex min-w-0 flex-1 flex-col justify-between">
            <p className="line-clamp-2 text-sm leading-5">{item.name}</p>
            <p className="truncate text-xs text-gray-500">{item.skuName}</p>
            {note?.(item)}
          </div>
          <div className="flex shrink-0 flex-col items-end justify-between text-xs text-gray-500">
            <Price cents={item.price} />
            <span>×{item.quantity}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
