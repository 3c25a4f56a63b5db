import { SettingsScreen } from "@/components/admin/settings";

export default function AdminSettingsPage() {
  return <SettingsScreen />;
}
