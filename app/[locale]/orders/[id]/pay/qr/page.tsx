// 扫码支付 (Native pay, WeChat Pay API v3): the code the messaging app scans, drawn here on the server
// (no script; the same `qrcode` encoder as the console's TOTP code), and the way on to the result page,
// which asks the provider (the only word that counts).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import QRCode from "qrcode";
import { NavBar } from "@/components/ui/nav-bar";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** What WeChat Pay's Native order answers: weixin://wxpay/bizpayurl?pr=… (nothing else is drawn). */
const CODE = /^weixin:\/\/wxpay\/bizpayurl\?pr=[0-9A-Za-z_-]{1,64}$/;

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/pay/qr">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "payment" }))("qrTitle") };
}

export default async function Page({ params, searchParams }: PageProps<"/[locale]/orders/[id]/pay/qr">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const { code } = await searchParams;
  if (!/^\d{1,10}$/.test(id) || typeof code !== "string" || !CODE.test(code)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("payment");
  const svg = await QRCode.toString(code, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return (
    <>
      <NavBar title={t("qrTitle")} />
      <main className="space-y-4 bg-white px-4 py-8 text-center">
        <div
          role="img"
          aria-label={t("qrImage")}
          data-testid="pay-qr"
          className="mx-auto w-56"
          // The encoder draws the code as an SVG from the validated string above: no markup of anyone else's.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="text-sm text-gray-600">{t("qrHint")}</p>
        <Link href={`/orders/${id}/pay/result`} className="inline-block rounded-full bg-accent px-6 py-2 text-white">
          {t("qrDone")}
        </Link>
      </main>
    </>
  );
}
