import { TabBar } from "@/components/ui/tab-bar";
import { NewUserCouponPrompt } from "@/components/engagement/new-user-coupon-prompt";

export default function TabsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="pb-tabbar">{children}</div>
      <TabBar />
      {/* Offered once to a newly registered shopper, on whichever tab they land. */}
      <NewUserCouponPrompt />
    </>
  );
}
