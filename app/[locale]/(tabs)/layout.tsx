import { TabBar } from "@/components/ui/tab-bar";

export default function TabsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="pb-tabbar">{children}</div>
      <TabBar />
    </>
  );
}
