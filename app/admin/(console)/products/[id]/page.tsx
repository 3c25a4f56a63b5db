import { notFound } from "next/navigation";
import { ProductEditor } from "@/components/admin/product-editor";

export default async function AdminProductPage({ params }: PageProps<"/admin/products/[id]">) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ProductEditor key={id} id={id} />;
}
