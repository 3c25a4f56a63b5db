// Registration: the namespaces its client components add to the shell's (lib/i18n/client-messages.ts).
import { RouteMessages } from "@/components/ui/route-messages";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <RouteMessages namespaces={["account", "errors", "fields", "validation"]}>{children}</RouteMessages>;
}
