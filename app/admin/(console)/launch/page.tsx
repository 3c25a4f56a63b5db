import { LaunchScreen } from "@/components/admin/launch";

export default function AdminLaunchPage() {
  return <LaunchScreen />;
}
