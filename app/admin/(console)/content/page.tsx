import { ContentScreen } from "@/components/admin/content";

export default function AdminContentPage() {
  return <ContentScreen />;
}
