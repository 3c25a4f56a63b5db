// The dashboard: today's and 30 days' paid sales with a chart, and what waits for someone — each figure
// links to its list.
"use client";

import dynamic from "next/dynamic";
import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import { orderStatus } from "@/lib/domain/order-status";
import { useDashboard } from "@/lib/admin-client/orders";
import { Card, DetailState, Money, PageHeader } from "./ui";
import { useCurrencyValue } from "@/components/admin/currency-value";

const SalesChart = dynamic(() => import("./sales-chart").then((m) => m.SalesChart), { ssr: false });

function Figure({
  label,
  value,
  href,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  href: string;
  testId: string;
}) {
  return (
    <Link
      href={href}
      className="block rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-accent"
      data-testid={testId}
    >
      <span className="block text-sm text-gray-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-gray-900">{value}</span>
    </Link>
  );
}

type ChannelRow = NonNullable<ReturnType<typeof useDashboard>["data"]>["byChannel"][number];

/** Gross, refunds and net of each payment channel, today and over 30 days (money:read only). */
function ByChannel({ rows }: { rows: ChannelRow[] }) {
  const t = useTranslations("dashboard");
  const channels = useTranslations("settlement.channels");
  const periods = [
    { key: "today", label: t("todayShort") },
    { key: "last30Days", label: t("last30Short") },
  ] as const;
  return (
    <Card title={t("byChannel")}>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{t("byChannelNone")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            className="min-w-full divide-y divide-gray-100 text-sm [&_td]:py-1.5 [&_th]:py-1.5"
            data-testid="dash-by-channel"
          >
            <thead>
              <tr className="text-gray-600">
                <th scope="col" rowSpan={2} className="pr-4 text-left align-bottom">
                  {t("channel")}
                </th>
                {periods.map((p) => (
                  <th key={p.key} scope="colgroup" colSpan={3} className="border-b border-gray-200 px-2 text-center">
                    {p.label}
                  </th>
                ))}
              </tr>
              <tr className="text-gray-600">
                {periods.flatMap((p) =>
                  (["paid", "refunds", "net"] as const).map((k) => (
                    <th key={`${p.key}-${k}`} scope="col" className="px-2 text-right font-normal whitespace-nowrap">
                      {t(k)}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((r) => (
                <tr key={r.channel} data-testid="dash-channel" data-channel={r.channel}>
                  <th scope="row" className="pr-4 text-left font-medium whitespace-nowrap">
                    {channels(r.channel)}
                  </th>
                  {periods.flatMap((p) => [
                    <td key={`${p.key}-paid`} className="px-2 text-right" data-figure={`${p.key}-paid`}>
                      <Money cents={r[p.key].paidAmount} />
                    </td>,
                    <td key={`${p.key}-refunds`} className="px-2 text-right" data-figure={`${p.key}-refunds`}>
                      <Money cents={r[p.key].refundedAmount} />
                    </td>,
                    <td key={`${p.key}-net`} className="px-2 text-right font-medium" data-figure={`${p.key}-net`}>
                      <Money cents={r[p.key].netAmount} />
                    </td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function DashboardScreen() {
  const t = useTranslations("dashboard");
  const unit = useCurrencyValue();
  const { data, error, mutate } = useDashboard();
  if (!data)
    return (
      <>
        <PageHeader title={t("title")} />
        <DetailState error={error} onRetry={() => void mutate()} />
      </>
    );
  // Amounts come only to operators who hold money:read (the server sends null to the others).
  const money = (cents: number | null) => (cents === null ? null : <Money cents={cents} />);
  const seesMoney = data.today.paidAmount !== null;
  const toShip = `/admin/orders?status=${orderStatus.WAITING_TO_SHIP}`;
  // Each figure and the list behind it; the money ones only for operators who see money.
  const tiles = [
    { key: "todaySales", value: money(data.today.paidAmount), href: toShip, testId: "dash-today-sales", money: true },
    { key: "todayOrders", value: data.today.paidOrders, href: "/admin/orders", testId: "dash-today-orders" },
    {
      key: "monthSales",
      value: money(data.last30Days.paidAmount),
      href: "/admin/orders",
      testId: "dash-month-sales",
      money: true,
    },
    {
      key: "monthRefunds",
      value: money(data.last30Days.refundedAmount),
      href: "/admin/after-sales?status=refunded",
      testId: "dash-month-refunds",
      money: true,
    },
    {
      key: "monthNet",
      value: money(data.last30Days.netAmount),
      href: "/admin/orders",
      testId: "dash-month-net",
      money: true,
    },
    { key: "monthOrders", value: data.last30Days.paidOrders, href: "/admin/orders", testId: "dash-month-orders" },
    { key: "toShip", value: data.toShip, href: `${toShip}&sort=paidAt.asc`, testId: "dash-to-ship" },
    { key: "openAfterSales", value: data.openAfterSales, href: "/admin/after-sales", testId: "dash-after-sales" },
    { key: "refundIssues", value: data.refundIssues, href: "/admin/refunds", testId: "dash-refunds" },
    { key: "waitingConsults", value: data.waitingConsults, href: "/admin/consult", testId: "dash-consults" },
  ];
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles
          .filter((tile) => seesMoney || !tile.money)
          .map(({ key, value, href, testId }) => (
            <Figure key={key} label={t(key)} value={value} href={href} testId={testId} />
          ))}
      </div>
      {seesMoney ? (
        <Card title={t("chartTitle")}>
          <SalesChart
            days={data.daily.map((d) => d.day)}
            amounts={data.daily.map((d) => d.paidAmount ?? 0)}
            label={t("chartSeries", unit)}
          />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-accent">{t("chartTable")}</summary>
            <table className="mt-2 text-sm">
              <caption className="sr-only">{t("chartTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4 text-left">
                    {t("day")}
                  </th>
                  <th scope="col" className="pr-4 text-right">
                    {t("chartSeries", unit)}
                  </th>
                  <th scope="col" className="pr-4 text-right">
                    {t("orders")}
                  </th>
                  <th scope="col" className="pr-4 text-right">
                    {t("refunds")}
                  </th>
                  <th scope="col" className="text-right">
                    {t("net")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.daily.map((d) => (
                  <tr key={d.day}>
                    <td className="pr-4">{d.day}</td>
                    <td className="pr-4 text-right">{money(d.paidAmount)}</td>
                    <td className="pr-4 text-right">{d.paidOrders}</td>
                    <td className="pr-4 text-right">{money(d.refundedAmount)}</td>
                    <td className="text-right">{money(d.netAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </Card>
      ) : null}
      {seesMoney ? <ByChannel rows={data.byChannel} /> : null}
      <Card title={t("lowStock", { threshold: data.lowStockThreshold })}>
        {data.lowStock.length === 0 ? (
          <p className="text-sm text-gray-600">{t("lowStockNone")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {data.lowStock.map((s) => (
              <li key={s.skuId}>
                <Link
                  href={`/admin/products/${s.productId}`}
                  className="flex justify-between py-1.5 hover:text-accent"
                  data-testid="dash-low-stock"
                >
                  <span>
                    {s.productName} <span className="text-gray-600">{s.skuName}</span>
                  </span>
                  <span className={s.stock === 0 ? "font-semibold text-price" : ""}>
                    {t("stock", { count: s.stock })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
