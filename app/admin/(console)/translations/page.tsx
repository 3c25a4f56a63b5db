import { Suspense } from "react";
import { TranslationsScreen } from "@/components/admin/translations";

export default function AdminTranslationsScreenPage() {
  return (
    <Suspense>
      <TranslationsScreen />
    </Suspense>
  );
}
