// 收货地址详情: one address, with edit, set-default and delete (the legacy delete-address screen lands here).
"use client";

import { useTranslations } from "next-intl";
import { deleteAddress, setDefaultAddress, useAddress } from "@/lib/client/addresses";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { useConfirm } from "@/components/ui/confirm-sheet";
import { ListSkeleton } from "@/components/engagement/list-states";
import { formatPhone } from "@/lib/phone";

export function AddressDetail({ id }: { id: number }) {
  const t = useTranslations();
  const router = useRouter();
  const { data, error, mutate: reload } = useAddress(id);
  const [confirm, confirmSheet] = useConfirm();

  if (error && !data)
    return (
      <EmptyState
        icon="📭"
        title={t("address.notFound")}
        action={
          <Link href="/address" className="text-accent">
            {t("address.title")}
          </Link>
        }
      />
    );
  if (!data) return <ListSkeleton rows={2} />;

  const setDefault = async () => {
    await setDefaultAddress(id).catch(() => undefined);
    showToast(t("address.defaultSet"), "success");
    void reload();
  };
  const remove = async () => {
    if (!(await confirm({ message: t("address.deleteConfirm"), confirmLabel: t("address.delete"), danger: true })))
      return;
    try {
      await deleteAddress(id);
      showToast(t("address.deleted"), "success");
      router.replace("/address");
    } catch {
      // The fetcher toasted why.
    }
  };

  // Outside the mainland the region is the province, and the places have the region's own names.
  const place = (f: "province" | "city" | "district") =>
    data.region === "CN" ? t(`fields.${f}`) : t(`address.levels.${data.region}.${f}`);
  const rows: [string, string][] = [
    [t("fields.name"), data.name],
    [t("fields.phone"), formatPhone(data.phone)],
    [place("province"), data.province],
    [place("city"), data.city],
    ...(data.district ? [[place("district"), data.district] as [string, string]] : []),
    ...(data.postalCode ? [[t("fields.postalCode"), data.postalCode] as [string, string]] : []),
    [t("fields.detail"), data.detail],
  ];
  return (
    <div className="space-y-3 p-3">
      <dl className="rounded-lg bg-white px-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-4 border-b border-gray-50 py-3 text-sm last:border-0">
            <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
            <dd className="min-w-0 flex-1 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {data.isDefault ? (
        <p className="px-1 text-xs text-accent">{t("address.isDefault")}</p>
      ) : (
        <button
          type="button"
          onClick={() => void setDefault()}
          className="h-11 w-full rounded-full border border-accent text-accent"
        >
          {t("address.setDefault")}
        </button>
      )}
      <Link
        href={`/address/${id}/edit`}
        className="flex h-11 items-center justify-center rounded-full bg-accent text-white"
      >
        {t("address.edit")}
      </Link>
      <button
        type="button"
        onClick={() => void remove()}
        className="h-11 w-full rounded-full border border-price text-price"
      >
        {t("address.delete")}
      </button>
      {confirmSheet}
    </div>
  );
}
