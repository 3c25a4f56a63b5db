import { Suspense } from "react";
import { ProductsScreen } from "@/components/admin/products";

export default function AdminProductsPage() {
  return (
    <Suspense>
      <ProductsScreen />
    </Suspense>
  );
}
