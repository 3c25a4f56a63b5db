// 签到: today's button, the streak and points, and a month calendar; pull-to-refresh reloads.
"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { signInToday, useSignInStatus } from "@/lib/client/engagement";
import { showToast } from "@/lib/client/toast";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { SignInCalendar } from "./sign-in-calendar";
import { ListError, ListSkeleton } from "./list-states";

export function SignInScreen() {
  const t = useTranslations("signIn");
  const [month, setMonth] = useState<string | null>(null);
  const { data, error, mutate, isLoading } = useSignInStatus(month);
  const [busy, setBusy] = useState(false);
  const signed = useMemo(() => new Map((data?.days ?? []).map((d) => [d.day, d.points])), [data]);

  const signIn = async () => {
    setBusy(true);
    try {
      const result = await signInToday();
      showToast(t("success", { points: result.points }), "success");
    } catch {
      // Already signed in (another device or tab): the fetcher showed why; the reload shows the state.
    } finally {
      setBusy(false);
      await mutate();
    }
  };

  if (error && !data) return <ListError onRetry={() => mutate()} />;
  if (isLoading || !data) return <ListSkeleton rows={2} height="h-40" />;
  return (
    <PullToRefresh onRefresh={() => mutate()}>
      <section className="bg-accent px-4 pt-4 pb-16 text-center text-white">
        <p className="text-sm">
          <Link href="/integral" className="underline-offset-2 hover:underline">
            {t("balance")} <span data-testid="sign-in-balance">{data.balance}</span>
          </Link>
        </p>
        <p className="mt-2 text-lg font-medium">{t("streak", { count: data.streak })}</p>
        <p className="mt-1 text-xs">{t("totalDays", { count: data.totalDays })}</p>
      </section>
      <div className="-mt-12 mb-3 flex flex-col items-center gap-2">
        <button
          type="button"
          onClick={signIn}
          disabled={busy || data.signedToday}
          className="h-24 w-24 rounded-full border-4 border-white bg-price text-base font-semibold text-white shadow-lg disabled:bg-gray-400"
        >
          {data.signedToday ? t("signedToday") : t("button")}
        </button>
        <p className="text-sm text-gray-600">
          {data.signedToday
            ? t("tomorrowPoints", { points: data.nextPoints })
            : t("todayPoints", { points: data.nextPoints })}
        </p>
      </div>
      <SignInCalendar month={data.month} today={data.today} signed={signed} onMonth={setMonth} />
      <p className="mx-3 my-4 text-xs leading-5 text-gray-500">{t("rules")}</p>
    </PullToRefresh>
  );
}
