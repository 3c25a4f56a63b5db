// A link to an already-resolved merchandising target: an external address opens in a new tab, an app
// path navigates inside the app. Kept apart from the legacy-path table (smart-link.tsx), so client
// components that get resolved hrefs from the server do not ship that table.
import { Link } from "@/lib/i18n/navigation";

export type ResolvedLinkProps = { href: string; className?: string; children: React.ReactNode; "aria-label"?: string };

const isExternal = (href: string) => /^https?:\/\//i.test(href);

export function ResolvedLink({ href, className, children, ...rest }: ResolvedLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
