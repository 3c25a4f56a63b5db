// The page a visitor sees while the shop is closed (docs/decisions/033-go-live.md): the shop's name and
// logo, "opening soon" in the visitor's language, how to reach the shop, its legal pages and the other
// languages. Plain HTML written here — no script, nothing of the shop's pages to load — answered by the
// gate before Next (./lane.ts) at whatever address was asked, 200 and never indexed or cached, so the
// first visit after opening is the shop itself.
import { locales, type Locale } from "@/lib/i18n/routing";
import { translator } from "@/lib/i18n/messages";

export type ComingSoonShop = { name: string; logo: string; phone: string; email: string; hours: string };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The address of `path` (without a locale prefix) in `locale`; zh-Hans written out, so the choice holds. */
export const localePath = (locale: Locale, path: string) => `/${locale}${path === "/" ? "" : path}`;

export function comingSoonHtml(locale: Locale, shop: ComingSoonShop, path: string): string {
  const t = translator(locale);
  const name = shop.name || t("app.name");
  const contact = [
    shop.phone ? `<a href="tel:${escape(shop.phone.replace(/[^+\d]/g, ""))}">${escape(shop.phone)}</a>` : "",
    shop.email ? `<a href="mailto:${escape(shop.email)}">${escape(shop.email)}</a>` : "",
  ].filter(Boolean);
  const legal = (["terms", "privacy", "returns"] as const)
    .map((kind) => `<a href="${localePath(locale, `/legal/${kind}`)}">${escape(t(`legal.${kind}`))}</a>`)
    .join("");
  const languages = locales
    .filter((l) => l !== locale)
    .map((l) => `<a href="${escape(localePath(l, path))}" hreflang="${l}" lang="${l}">${escape(t(`locale.${l}`))}</a>`)
    .join("");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(name)} · ${escape(t("comingSoon.title"))}</title>
<link rel="icon" href="/favicon.ico">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#f5f6f8;color:#1f2937;font-family:system-ui,-apple-system,"PingFang SC","Hiragino Sans","Noto Sans CJK SC","Microsoft YaHei",sans-serif;line-height:1.6}
main{width:100%;max-width:480px;margin:24px 16px;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
img{width:72px;height:72px;object-fit:contain;border-radius:12px}
h1{font-size:22px;margin:12px 0 4px}
h2{font-size:17px;margin:0 0 16px;color:#0e72a3}
p{margin:0 0 12px}
a{color:#0e72a3}
nav{display:flex;flex-wrap:wrap;justify-content:center;gap:8px 16px;margin-top:16px;font-size:14px}
.muted{color:#4b5563;font-size:14px}
</style>
</head>
<body>
<main>
${shop.logo ? `<img src="${escape(shop.logo)}" alt="">` : ""}
<h1>${escape(name)}</h1>
<h2>${escape(t("comingSoon.title"))}</h2>
<p>${escape(t("comingSoon.lead"))}</p>
${contact.length ? `<p class="muted">${escape(t("comingSoon.contact"))} ${contact.join(" · ")}</p>` : ""}
${shop.hours ? `<p class="muted">${escape(t("comingSoon.hours", { hours: shop.hours }))}</p>` : ""}
<nav aria-label="${escape(t("comingSoon.policies"))}">${legal}</nav>
<nav aria-label="${escape(t("comingSoon.languages"))}">${languages}</nav>
</main>
</body>
</html>
`;
}
