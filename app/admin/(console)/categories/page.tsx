import { Suspense } from "react";
import { CategoriesScreen } from "@/components/admin/categories";

export default function AdminCategoriesScreenPage() {
  return (
    <Suspense>
      <CategoriesScreen />
    </Suspense>
  );
}
