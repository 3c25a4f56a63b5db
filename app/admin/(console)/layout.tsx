// Every console screen inside the shell (navigation, operator, language, logout); the login is outside.
// The shop's currency comes down with the page (as the shop's own pages do, app/[locale]/shop-currency.tsx):
// without it every screen showing an amount read /api/v1/shop-settings only once its own data had
// drawn the first amount — a third round trip in a row, the settlement's 1.16 s (docs/performance.md).
import { CurrencyProvider } from "@/components/ui/money";
import { AdminShell } from "@/components/admin/shell";
import { shopCurrency } from "@/lib/services/shop";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return (
    <CurrencyProvider currency={await shopCurrency()}>
      <AdminShell>{children}</AdminShell>
    </CurrencyProvider>
  );
}
