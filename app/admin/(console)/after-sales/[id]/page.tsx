import { notFound } from "next/navigation";
import { AfterSaleDetailScreen } from "@/components/admin/after-sale-detail";

export default async function AdminAfterSalePage({ params }: PageProps<"/admin/after-sales/[id]">) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <AfterSaleDetailScreen id={id} />;
}
