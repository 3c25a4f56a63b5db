// Loads one address, then the form with its values.
"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AddressForm } from "./address-form";
import { useAddress } from "@/lib/client/addresses";

export function EditAddress({ id }: { id: number }) {
  const t = useTranslations("address");
  const { data, error } = useAddress(id);
  if (error && !data) return <EmptyState icon="📭" title={t("notFound")} />;
  if (!data) return <ListSkeleton rows={2} />;
  return <AddressForm initial={data} />;
}
