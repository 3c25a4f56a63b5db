import { DashboardScreen } from "@/components/admin/dashboard";

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
