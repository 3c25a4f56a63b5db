import { notFound } from "next/navigation";
import { ShopperDetailScreen } from "@/components/admin/shopper-detail";

export default async function AdminShopperPage({ params }: PageProps<"/admin/shoppers/[id]">) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ShopperDetailScreen id={id} />;
}
