// Activities (spec: pages/activity/activity 活動, pull-to-refresh): running and upcoming activities.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ActivityCard } from "./activity-card";
import { WechatShareCard } from "@/components/share/wechat-share-card";
import { listActivities } from "@/lib/services/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/activity">) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "activity" });
  return { title: t("title") };
}

export default async function ActivityPage({ params }: PageProps<"/[locale]/activity">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, tApp, tShare, activities] = await Promise.all([
    getTranslations("activity"),
    getTranslations("app"),
    getTranslations("share"),
    listActivities(locale),
  ]);
  const now = new Date();
  return (
    <WithShopCurrency>
      <NavBar title={t("title")} />
      <WechatShareCard
        title={tShare("activityCard", { shop: tApp("name") })}
        desc={
          activities
            .slice(0, 3)
            .map((a) => a.title)
            .join(" · ") || tApp("description")
        }
        image={activities[0]?.image ?? "/icons/icon-512.png"}
        path="/activity"
      />
      <main>
        <PullToRefresh>
          {activities.length === 0 ? (
            <EmptyState icon="🎉" title={t("empty")} />
          ) : (
            <div className="space-y-3 p-3">
              {activities.map((a) => (
                <ActivityCard key={a.id} activity={a} now={now} />
              ))}
            </div>
          )}
        </PullToRefresh>
      </main>
    </WithShopCurrency>
  );
}
