// A link to wherever merchandising data points (banners, home buttons): an app path, a legacy page
// path of the specification (/pages/goods/goods-detail?id=7 -> /goods/7), or an external address.
// Resolve on the server (server components, or resolveHref before handing data to a client component):
// the legacy table then never reaches the browser.
import { merchandisingTarget } from "@/lib/routes/legacy";
import { ResolvedLink, type ResolvedLinkProps } from "./resolved-link";

/** The clean, safe target of a merchandising link (lib/routes/legacy.ts, merchandisingTarget). */
export const resolveHref = merchandisingTarget;

export function SmartLink({ href, ...rest }: ResolvedLinkProps) {
  return <ResolvedLink href={resolveHref(href)} {...rest} />;
}
