import { Suspense } from "react";
import { StaffScreen } from "@/components/admin/staff";

export default function AdminStaffScreenPage() {
  return (
    <Suspense>
      <StaffScreen />
    </Suspense>
  );
}
