import { Suspense } from "react";
import { AuditScreen } from "@/components/admin/audit";

export default function AdminAuditScreenPage() {
  return (
    <Suspense>
      <AuditScreen />
    </Suspense>
  );
}
