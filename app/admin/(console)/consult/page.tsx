import { Suspense } from "react";
import { ConsultScreen } from "@/components/admin/consult";

export default function AdminConsultPage() {
  return (
    <Suspense>
      <ConsultScreen />
    </Suspense>
  );
}
