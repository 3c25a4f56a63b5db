// POST /api/admin/v1/products/import — check a CSV whole, then apply it in one transaction or not at all
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { translator } from "@/lib/i18n/messages";
import { importProductsCsv } from "@/lib/services/catalogue";

export const POST = adminHandler(e.importProducts, async ({ body, actor, locale }) => {
  const { issues, ...result } = await importProductsCsv(body.csv, body.dryRun, actor, {
    overwriteStock: body.overwriteStock,
  });
  const t = translator(locale);
  const message = (key: string, values?: Record<string, string | number>) =>
    t.has(`validation.${key}`) ? t(`validation.${key}`, values) : t("validation.invalid");
  return {
    ...result,
    errors: issues.map((i) => ({ line: i.line, column: i.column, message: message(i.key, i.values) })),
  };
});
