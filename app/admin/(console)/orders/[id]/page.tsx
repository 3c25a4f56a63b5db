import { notFound } from "next/navigation";
import { OrderDetailScreen } from "@/components/admin/order-detail";

export default async function AdminOrderPage({ params }: PageProps<"/admin/orders/[id]">) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <OrderDetailScreen id={id} />;
}
