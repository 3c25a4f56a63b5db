import { ProductEditor } from "@/components/admin/product-editor";

export default function AdminNewProductPage() {
  return <ProductEditor id={null} />;
}
