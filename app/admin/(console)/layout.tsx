// Every console screen inside the shell (navigation, operator, language, logout); the login is outside.
import { AdminShell } from "@/components/admin/shell";

export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
