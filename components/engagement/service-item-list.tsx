// Service area items as a tappable list (server component).
import { Link } from "@/lib/i18n/navigation";
import type { ServiceItemRow } from "@/lib/client/engagement";

export function ServiceItemList({ items }: { items: ServiceItemRow[] }) {
  return (
    <ul className="divide-y divide-gray-100 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`/service/${item.id}`} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm">{item.title}</p>
              {item.summary ? <p className="truncate text-xs text-gray-500">{item.summary}</p> : null}
            </div>
            <span aria-hidden className="text-gray-300">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const serviceKindIcons: Record<string, string> = {
  delivery: "🚚",
  returns: "↩️",
  "after-sales": "🛠️",
  contact: "☎️",
};
