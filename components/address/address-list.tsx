// 地址管理: the address book — default first, set default, edit, delete. In "select" mode (?select=1,
// from the confirm screen) tapping an address makes it the order's delivery and goes back.
"use client";

import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { useConfirm } from "@/components/ui/confirm-sheet";
import { ListError, ListSkeleton } from "@/components/engagement/list-states";
import { updateOrderDraft } from "@/lib/client/order-draft";
import { deleteAddress, setDefaultAddress, useAddresses, type AddressRow } from "@/lib/client/addresses";
import { addressText } from "@/lib/format/address";
import { BottomBar } from "@/components/ui/bottom-bar";
import { formatPhone } from "@/lib/phone";

export function AddressList({ select }: { select: boolean }) {
  const t = useTranslations("address");
  const router = useRouter();
  const { data, error, mutate } = useAddresses();
  const [confirm, confirmSheet] = useConfirm();

  const act = async (write: Promise<void>, done: string) => {
    await write;
    showToast(done, "success");
  };
  const choose = (a: AddressRow) => {
    updateOrderDraft({ address: { kind: "express", id: a.id } });
    router.back();
  };

  const newHref = select ? "/address/new?select=1" : "/address/new";
  const addButton = (
    <BottomBar className="p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
      <Link href={newHref} className="flex h-11 items-center justify-center rounded-full bg-accent text-white">
        {t("add")}
      </Link>
    </BottomBar>
  );

  if (error && !data) return <ListError onRetry={() => mutate()} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (data.rows.length === 0)
    return (
      <>
        <EmptyState icon="📭" title={t("empty")} />
        {addButton}
      </>
    );

  return (
    <>
      <ul className="space-y-2 p-3 pb-24">
        {data.rows.map((a) => (
          <li key={a.id} data-testid="address-row" className="rounded-lg bg-white">
            <button
              type="button"
              onClick={() => (select ? choose(a) : router.push(`/address/${a.id}`))}
              className="block w-full px-4 pt-3 text-left"
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                {a.name} <span className="font-normal text-gray-500">{formatPhone(a.phone)}</span>
                {a.isDefault ? (
                  <span className="rounded bg-accent/10 px-1.5 text-[10px] text-accent">{t("default")}</span>
                ) : null}
              </span>
              <span className="mt-1 block text-xs text-gray-500">{addressText(a)}</span>
            </button>
            <div className="mt-2 flex items-center justify-between border-t border-gray-50 px-4 py-2 text-xs text-gray-500">
              <label className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="default-address"
                  className="accent-accent"
                  checked={a.isDefault}
                  onChange={() => void act(setDefaultAddress(a.id), t("defaultSet"))}
                />
                {t("setDefault")}
              </label>
              <span className="flex gap-4">
                <Link href={`/address/${a.id}/edit`}>{t("edit")}</Link>
                <button
                  type="button"
                  onClick={async () => {
                    if (await confirm({ message: t("deleteConfirm"), confirmLabel: t("delete"), danger: true }))
                      void act(deleteAddress(a.id), t("deleted"));
                  }}
                >
                  {t("delete")}
                </button>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {addButton}
      {confirmSheet}
    </>
  );
}
