import { InvoicesScreen } from "@/components/admin/invoices";

export default function AdminInvoicesPage() {
  return <InvoicesScreen />;
}
