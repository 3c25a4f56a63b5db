import { ShopSettingsScreen } from "@/components/admin/shop-settings";

export default function AdminShopPage() {
  return <ShopSettingsScreen />;
}
