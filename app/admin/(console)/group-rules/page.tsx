import { Suspense } from "react";
import { GroupRulesScreen } from "@/components/admin/group-rules";

export default function AdminGroupRulesPage() {
  return (
    <Suspense>
      <GroupRulesScreen />
    </Suspense>
  );
}
