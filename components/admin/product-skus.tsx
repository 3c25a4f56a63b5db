// The SKUs of the product a sale or a group rule is for, read once the product is picked: the three
// states before them (no product yet, not found, loading), then a fieldset the screen fills.
"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useSaleProduct, type SaleProduct } from "@/lib/admin-client/marketing";

export function ProductSkus({
  productId,
  ns,
  children,
}: {
  productId: number | null;
  ns: "sales" | "groupRules";
  children: (product: SaleProduct) => ReactNode;
}) {
  const t = useTranslations(ns);
  const product = useSaleProduct(productId);
  if (!productId) return <p className="mb-3 text-sm text-gray-500">{t("pickProduct")}</p>;
  if (product.error)
    return (
      <p role="alert" className="mb-3 text-sm text-price">
        {t("noProduct")}
      </p>
    );
  if (!product.data) return <p className="mb-3 text-sm text-gray-500">{t("loadingSkus")}</p>;
  return (
    <fieldset className="mb-3 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{t("skus", { product: product.data.name })}</legend>
      {children(product.data)}
    </fieldset>
  );
}
