// For screens that need login: an inline script that runs while the HTML is still being parsed and,
// when the stored session (local storage "session", lib/client/session.ts) is missing or expired,
// replaces the page with login?redirect=<this screen> at once, before the screen's JavaScript is
// fetched and hydrated (Lighthouse measured the logged-out /orders downloading everything first).
// The server cannot decide: the session lives in the browser. LoginGate stays as the fallback.
// The prefixed locales are the routing's (lib/i18n/locale-path.ts strips the same prefix).
import { defaultLocale, locales } from "@/lib/i18n/routing";

const prefixed = JSON.stringify(locales.filter((l) => l !== defaultLocale));
const source = `(function(){try{var s=JSON.parse(localStorage.getItem("session")||"null");
if(s&&s.token&&s.id!=="anonymous"&&!(s.token_expires_in&&s.token_expires_in<Date.now()))return}catch(e){}
var p=location.pathname.split("/"),l=${prefixed}.indexOf(p[1])>=0?"/"+p[1]:"";
var here=(l?"/"+p.slice(2).join("/"):location.pathname)+location.search;
location.replace(l+"/login?redirect="+encodeURIComponent(here))})()`;

export function EarlyLoginRedirect() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
