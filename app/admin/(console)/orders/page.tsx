import { Suspense } from "react";
import { OrdersScreen } from "@/components/admin/orders";

export default function AdminOrdersPage() {
  return (
    <Suspense>
      <OrdersScreen />
    </Suspense>
  );
}
