// A link to wherever merchandising data points (banners, home buttons): an app path, a legacy page
// path of the specification (/pages/goods/goods-detail?id=7 -> /goods/7), or an external address.
import { Link } from "@/lib/i18n/navigation";
import { legacyTarget } from "@/lib/routes/legacy";

type Props = { href: string; className?: string; children: React.ReactNode; "aria-label"?: string };

export function resolveHref(href: string): string {
  if (!href) return "/";
  if (/^https?:\/\//.test(href)) return href;
  const [path, query = ""] = href.replace(/^\/?#/, "").split("?");
  return legacyTarget(path, query) ?? href;
}

export function SmartLink({ href, className, children, ...rest }: Props) {
  const target = resolveHref(href);
  if (/^https?:\/\//.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target} className={className} {...rest}>
      {children}
    </Link>
  );
}
