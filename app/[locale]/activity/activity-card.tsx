// One activity on the activity screen: cover, title, running/upcoming badge, dates, a strip of its
// products and a link to all of them. Server-rendered, so it sits beside its page.
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import type { ActivityCard as Activity } from "@/lib/services/catalogue";

export async function ActivityCard({ activity, now }: { activity: Activity; now: Date }) {
  const t = await getTranslations("activity");
  const locale = (await getLocale()) as Locale;
  const running = activity.startsAt <= now;
  return (
    <article
      aria-labelledby={`activity-${activity.id}`}
      className="overflow-hidden rounded-lg bg-white"
      data-testid="activity-card"
    >
      <div className="relative aspect-[5/2] bg-gray-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
        <img
          src={activity.image}
          alt=""
          width={750}
          height={300}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <span
          className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs text-white ${running ? "bg-price" : "bg-gray-500"}`}
        >
          {running ? t("running") : t("upcoming")}
        </span>
      </div>
      <div className="p-3">
        <h2 id={`activity-${activity.id}`} className="text-base font-medium">
          {activity.title}
        </h2>
        {activity.description ? (
          <p className="mt-1 line-clamp-2 text-xs text-gray-500">{activity.description}</p>
        ) : null}
        <p className="mt-1 text-[11px] text-gray-500">
          {t("period", {
            start: formatDateTime(activity.startsAt, locale),
            end: formatDateTime(activity.endsAt, locale),
          })}
        </p>
        {activity.products.length ? (
          <ul className="mt-2 flex [scrollbar-width:none] gap-2 overflow-x-auto">
            {activity.products.map((p) => (
              <li key={p.id} className="w-20 shrink-0">
                <Link href={`/goods/${p.id}`} className="block">
                  {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
                  <img
                    src={p.image}
                    alt={p.name}
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-20 rounded-md bg-gray-100 object-cover"
                  />
                  <Price cents={p.price} className="text-xs" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {activity.productCount ? (
          <Link href={`/goods?activityId=${activity.id}`} className="mt-2 block text-center text-xs text-accent">
            {t("viewAll", { count: activity.productCount })} ›
          </Link>
        ) : null}
      </div>
    </article>
  );
}
