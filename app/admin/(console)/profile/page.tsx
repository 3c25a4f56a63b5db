import { Suspense } from "react";
import { ProfileScreen } from "@/components/admin/profile";

export default function AdminProfileScreenPage() {
  return (
    <Suspense>
      <ProfileScreen />
    </Suspense>
  );
}
