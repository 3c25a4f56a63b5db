import { notFound } from "next/navigation";
import { PackingSlip } from "@/components/admin/packing-slip";

export default async function AdminPackingSlipPage({ params }: PageProps<"/admin/orders/[id]/slip">) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <PackingSlip id={id} />;
}
