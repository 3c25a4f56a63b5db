// The goods page's group-buying strip (拼团, docs/decisions/040-group-buying.md): the product's rule open
// now — its group price and size, a button to start a group — and the open groups closest to filling,
// each a link to its page. Drawn on the server from the page's own read: no script of its own, so the
// goods page's first load (at its budget) does not grow; shown only for a product with a rule or groups.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Currency } from "@/lib/domain/money-format";
import { formatMoney } from "@/lib/domain/money";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import type { ProductGroups } from "@/lib/client/groups";

/** How many open groups the strip lists (the page of each has the rest of it). */
const SHOWN = 3;

type Props = {
  groups: ProductGroups;
  /** The rule's SKU to start with: the first one in stock (the confirm screen lets the shopper change it). */
  firstSkuId: number | null;
  currency: Currency;
  locale: Locale;
};

export async function GoodsGroupStrip({ groups, firstSkuId, currency, locale }: Props) {
  const { rule } = groups;
  if (!rule && groups.groups.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "group" });
  return (
    <section
      aria-labelledby="group-strip-title"
      className="mt-2 bg-white p-3 lg:mt-4 lg:rounded lg:border lg:border-gray-100"
      data-testid="group-strip"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="group-strip-title" className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          <span className="rounded bg-price px-1.5 py-0.5 text-xs text-white">{t("title")}</span>
          {rule ? (
            <>
              <span className="text-gray-500">{t("groupPrice")}</span>
              <span className="text-base font-semibold text-price" data-testid="group-price">
                {formatMoney(rule.price, currency, locale)}
              </span>
              <span className="text-xs text-gray-500">{t("size", { size: rule.size })}</span>
            </>
          ) : null}
        </h2>
        {rule?.opensNow && firstSkuId !== null ? (
          <Link
            href={`/group/confirm?ruleId=${rule.id}&skuId=${firstSkuId}`}
            className="shrink-0 rounded-full bg-price px-4 py-1.5 text-sm text-white"
            data-testid="group-open"
          >
            {t("open")}
          </Link>
        ) : null}
      </div>
      {groups.groups.length ? (
        <ul aria-label={t("groupsOpen")} className="mt-2 divide-y divide-gray-100">
          {groups.groups.slice(0, SHOWN).map((g) => (
            <li key={g.id}>
              <Link href={`/group/${g.id}`} className="flex items-center gap-3 py-2 text-sm" data-testid="group-row">
                {g.leader ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the shopper's avatar, any host
                  <img
                    src={g.leader.avatar}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                    className="h-7 w-7 rounded-full bg-gray-100"
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate">{g.leader?.nickname ?? ""}</span>
                <span className="flex shrink-0 flex-col items-end text-xs">
                  <span className="text-price">{t("seatsLeft", { count: g.seatsLeft })}</span>
                  <span className="text-gray-500">{t("endsAt", { time: formatDateTime(g.expiresAt, locale) })}</span>
                </span>
                <span className="shrink-0 rounded-full border border-price px-3 py-1 text-xs text-price">
                  {t("joinShort")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
