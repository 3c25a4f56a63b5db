// The audit trail in words (issue 35, item 8): an action as what was done ("shipped the order"), the
// record it was done to, and each changed field with its name and its values as people read them —
// statuses in words, amounts as money, yes / no, texts in the console's language — instead of
// `order.ship`, `status: 500 → 510`, `refundAmount: 11400`.
"use client";

import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import type { AuditRow } from "@/lib/admin-client/staff";
import { useLocalized, type Texts } from "./localized";

const key = (action: string) => action.replace(/\./g, "_");

/** Fields that hold money in cents. */
const MONEY = /(^|[a-z])(amount|price|threshold|discount|amountoff)$/i;

export function ActionWords({ action }: { action: string }) {
  const t = useTranslations("audit");
  const [entity] = action.split(".");
  if (t.has(`actions.${key(action)}`)) return <>{t(`actions.${key(action)}`)}</>;
  return (
    <>
      {t.has(`entities.${entity}`) ? t(`entities.${entity}`) : entity} · {action.slice(entity.length + 1)}
    </>
  );
}

/** Where a record lives in the console, when it has a screen of its own. */
function recordHref(entity: string, id: string): string | null {
  if (!id) return null;
  switch (entity) {
    case "order":
      return `/admin/orders/${id}`;
    case "product":
      return `/admin/products/${id}`;
    case "aftersale":
      return `/admin/after-sales/${id}`;
    case "shopper":
      return `/admin/shoppers/${id}`;
    case "sku":
      return `/admin/stock?open=${id}`;
    default:
      return null;
  }
}

export function RecordWords({ entity, id }: { entity: string; id: string }) {
  const t = useTranslations("audit");
  const name = `${t.has(`entities.${entity}`) ? t(`entities.${entity}`) : entity}${id ? ` #${id}` : ""}`;
  const href = recordHref(entity, id);
  return href ? (
    <Link href={href} className="text-accent underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function useValueWords(entity: string) {
  const t = useTranslations();
  const local = useLocalized();
  const money = useMoney();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("audit.words.empty");
    if (typeof value === "boolean") return t(value ? "audit.words.yes" : "audit.words.no");
    if (field === "status" && entity === "order" && t.has(`status.${String(value)}`))
      return t(`status.${String(value)}`);
    if (field === "status" && entity === "aftersale" && t.has(`afterSales.statuses.${String(value)}`))
      return t(`afterSales.statuses.${String(value)}`);
    if (field === "reason" && entity === "aftersale" && t.has(`afterSales.reasons.${String(value)}`))
      return t(`afterSales.reasons.${String(value)}`);
    if (field === "type" && entity === "aftersale" && t.has(`afterSales.types.${String(value)}`))
      return t(`afterSales.types.${String(value)}`);
    if (field === "reason" && t.has(`stock.reasons.${String(value)}`)) return t(`stock.reasons.${String(value)}`);
    if (field === "rating" && typeof value === "number") return "★".repeat(value);
    if (field === "courier" && t.has(`couriers.${String(value)}`)) return t(`couriers.${String(value)}`);
    if (field === "roles" && Array.isArray(value)) return value.map((r) => t(`shell.role.${String(r)}`)).join(", ");
    if (typeof value === "number" && MONEY.test(field)) return money(value);
    if (Array.isArray(value))
      return value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ");
    if (typeof value === "object") {
      const texts = value as Texts;
      return "zh-Hans" in texts ? local(texts) : JSON.stringify(value);
    }
    return String(value);
  };
}

export function ChangeWords({ row }: { row: Pick<AuditRow, "before" | "after" | "entity"> }) {
  const t = useTranslations("audit");
  const words = useValueWords(row.entity);
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (!keys.length) return null;
  return (
    <ul className="space-y-0.5">
      {keys.map((k) => {
        const name = t.has(`fields.${k}`) ? t(`fields.${k}`) : k;
        const had = row.before && k in row.before;
        const has = row.after && k in row.after;
        return (
          <li key={k}>
            <span className="text-gray-600">{name}：</span>
            {had && has ? (
              <>
                {words(k, row.before![k])} → {words(k, row.after![k])}
              </>
            ) : (
              words(k, had ? row.before![k] : row.after![k])
            )}
          </li>
        );
      })}
    </ul>
  );
}
