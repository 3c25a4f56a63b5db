import { SettlementScreen } from "@/components/admin/settlement";

export default function AdminSettlementPage() {
  return <SettlementScreen />;
}
