// GET /offline.html: the Mall's offline screen, stored by the service worker at install and shown
// for a navigation that fails with no stored copy of the page. One static document for all four
// locales (the worker cannot ask the locale middleware while offline): a line of script picks the
// texts by the address's locale prefix, then the <html lang>. The network message is said once (the
// page's text, announced as a status), not again in a toast.
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";

export const dynamic = "force-static";

type Messages = typeof zhHans;
const pick = (m: Messages) => ({
  name: m.app.name,
  title: m.pwa.offlineTitle,
  body: m.common.networkError,
  retry: m.pwa.offlineRetry,
  home: m.pwa.offlineHome,
});
const texts = { "zh-Hans": pick(zhHans), "zh-Hant": pick(zhHant), en: pick(en), ja: pick(ja) };
const d = texts["zh-Hans"];
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const html = `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="theme-color" content="#0a6fa3"><title>${escape(d.title)} · ${escape(d.name)}</title>
<link rel="icon" href="/favicon.ico"><link rel="manifest" href="/manifest.webmanifest">
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#1f2937}
header{background:#0a6fa3;color:#fff;height:44px;display:flex;align-items:center;justify-content:center;font-size:17px;font-weight:500}
main{max-width:480px;margin:0 auto;padding:64px 24px;text-align:center}
h1{font-size:18px;margin:16px 0 8px}p{color:#5f6673;font-size:14px;margin:0 0 24px}
button,a{display:inline-block;min-width:120px;height:40px;line-height:40px;border-radius:20px;font-size:15px;margin:6px;text-decoration:none;border:0;cursor:pointer}
button{background:#0a6fa3;color:#fff}a{background:#fff;color:#0a6fa3;border:1px solid #0a6fa3;box-sizing:border-box}
</style></head>
<body data-offline-screen>
<header id="name">${escape(d.name)}</header>
<main>
<svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#5f6673" stroke-width="1.5" stroke-linecap="round"><path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0"/><circle cx="12" cy="19" r="1"/><path d="M3 3l18 18"/></svg>
<h1 id="title">${escape(d.title)}</h1>
<p id="body" role="status">${escape(d.body)}</p>
<button type="button" id="retry" onclick="location.reload()">${escape(d.retry)}</button>
<a id="home" href="/">${escape(d.home)}</a>
</main>
<script>
(function(){var T=${JSON.stringify(texts)};var seg=location.pathname.split("/")[1];var l=T[seg]?seg:"zh-Hans";
var t=T[l];document.documentElement.lang=l;document.title=t.title+" · "+t.name;
["name","title","body","retry","home"].forEach(function(k){document.getElementById(k).textContent=t[k]});
document.getElementById("home").href=l==="zh-Hans"?"/":"/"+l;
addEventListener("online",function(){location.reload()});})();
</script>
</body></html>`;

export function GET() {
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}
