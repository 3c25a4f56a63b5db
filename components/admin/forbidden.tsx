// The no-permission page: a screen opened by its address (a bookmark, a colleague's link) that the
// operator's roles may not see says so — which screen, which roles they hold, who can help — instead
// of drawing a form the server would refuse and a table that "failed to load".
"use client";

import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import type { Role } from "@/lib/domain/permissions";

export function Forbidden({ screen, roles }: { screen: string; roles: readonly Role[] }) {
  const t = useTranslations();
  return (
    <section
      aria-labelledby="forbidden-title"
      className="max-w-xl rounded-lg border border-amber-300 bg-white p-6"
      data-testid="forbidden"
    >
      <h1 id="forbidden-title" className="text-xl font-semibold text-gray-900">
        {t("forbidden.title")}
      </h1>
      <p className="mt-2 text-sm text-gray-700">
        {t("forbidden.body", {
          screen: t(`nav.${screen}`),
          roles: roles.map((r) => t(`shell.role.${r}`)).join(t("forbidden.separator")) || t("forbidden.noRole"),
        })}
      </p>
      <p className="mt-2 text-sm text-gray-700">{t("forbidden.ask")}</p>
      <Link href="/admin" className="mt-4 inline-block text-accent underline">
        {t("forbidden.home")}
      </Link>
    </section>
  );
}
