// 确认拼团订单 (login required): starting a group of a rule (?ruleId) or joining one (?groupId), with the
// SKU (?skuId, changeable among the rule's), the delivery, a coupon, points and a note — then paying.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { GroupConfirm } from "@/components/group/group-confirm";
import { ApiError } from "@/lib/domain/errors";
import type { Locale } from "@/lib/i18n/routing";
import { getProductDetailOrThrow } from "@/lib/services/catalogue";
import { groupDetail, groupTerms } from "@/lib/services/group";
import { idSchema } from "@/lib/validation/common";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/group/confirm">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "group" }))("confirmTitle") };
}

/** The rule (and the group, when joining) the URL names; not found for anything else. */
async function load(query: Record<string, string | string[] | undefined>, locale: Locale) {
  const groupId = idSchema.safeParse(query.groupId);
  const ruleId = idSchema.safeParse(query.ruleId);
  try {
    const group = groupId.success ? await groupDetail(groupId.data, null) : null;
    const rule = group ? group.ruleId : ruleId.success ? ruleId.data : null;
    if (rule === null) notFound();
    const terms = await groupTerms(rule, new Date());
    const product = await getProductDetailOrThrow(terms.productId, locale);
    return { group, terms, product };
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export default async function GroupConfirmPage({ params, searchParams }: PageProps<"/[locale]/group/confirm">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const [{ group, terms, product }, t] = await Promise.all([load(query, locale), getTranslations("group")]);
  const skus = product.skus
    .filter((s) => terms.skuIds.includes(s.id))
    .map((s) => ({ id: s.id, name: s.name, stock: s.stock }));
  const asked = idSchema.safeParse(query.skuId);
  const first = skus.find((s) => asked.success && s.id === asked.data && s.stock > 0) ?? skus.find((s) => s.stock > 0);
  return (
    <>
      <NavBar title={t("confirmTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} />}>
          <GroupConfirm
            seat={group ? { groupId: group.id } : { ruleId: terms.ruleId }}
            skus={skus}
            initialSkuId={first?.id ?? null}
          />
        </LoginGate>
      </main>
    </>
  );
}
