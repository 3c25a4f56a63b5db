// 相关推荐 under the goods detail: products of the same category (then its top-level category), rendered
// on the server with the page, so it adds nothing to the screen's JavaScript.
import { getTranslations } from "next-intl/server";
import { formatCount } from "@/lib/format/count";
import type { Locale } from "@/lib/i18n/routing";
import type { ProductRow } from "@/lib/client/catalogue";
import { ProductCard } from "./product-card";

export async function RelatedProducts({ rows, locale }: { rows: ProductRow[]; locale: Locale }) {
  if (rows.length === 0) return null;
  const [t, tc] = [await getTranslations("catalogue"), await getTranslations("common")];
  return (
    <section aria-labelledby="related-heading" className="mt-2 p-3">
      <h2 id="related-heading" className="mb-2 text-sm font-medium">
        {t("related")}
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {rows.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} salesLabel={tc("sales", { count: formatCount(p.sales, locale) })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
