// The order-number column of the lists that hold orders' rows (refunds, invoices): a link to the order.
import { Link } from "@/components/admin/link";
import type { ColumnSpec } from "./list-spec";

export function orderNoColumn<Row extends { orderId: number; orderNo: string }>(): ColumnSpec<Row> {
  return {
    id: "orderNo",
    label: "orders.orderNo",
    primary: true,
    className: "font-mono text-xs",
    cell: (r) => (
      <Link href={`/admin/orders/${r.orderId}`} className="text-accent underline">
        {r.orderNo}
      </Link>
    ),
  };
}
