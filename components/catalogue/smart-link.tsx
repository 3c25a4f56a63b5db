// A link to wherever merchandising data points (banners, home buttons): an app path, a legacy page
// path of the specification (/pages/goods/goods-detail?id=7 -> /goods/7), or an external address.
// Resolve on the server (server components, or resolveHref before handing data to a client component):
// the legacy table then never reaches the browser.
import { legacyTarget } from "@/lib/routes/legacy";
import { isExternal, ResolvedLink, type ResolvedLinkProps } from "./resolved-link";

export function resolveHref(href: string): string {
  if (!href) return "/";
  if (isExternal(href)) return href;
  const [path, query = ""] = href.replace(/^\/?#/, "").split("?");
  return legacyTarget(path, query) ?? href;
}

export function SmartLink({ href, ...rest }: ResolvedLinkProps) {
  return <ResolvedLink href={resolveHref(href)} {...rest} />;
}
