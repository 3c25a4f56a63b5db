// The console's language: the operator's choice (the mall_admin_locale cookie, set by the switcher in
// the console's header), else the browser's Accept-Language, else zh-Hans. The console has no locale
// in its paths: its addresses are the same in every language.
import { cookies, headers } from "next/headers";
import { localeFromRequest } from "./messages";
import type { Locale } from "./routing";
import { ADMIN_LOCALE_COOKIE } from "./admin-locale-cookie";

export async function adminLocale(): Promise<Locale> {
  const [jar, list] = await Promise.all([cookies(), headers()]);
  return localeFromRequest(
    new Headers({ "accept-language": list.get("accept-language") ?? "" }),
    jar.get(ADMIN_LOCALE_COOKIE)?.value,
  );
}
