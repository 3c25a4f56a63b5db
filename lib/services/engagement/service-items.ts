// The service area (服务): delivery, returns, after-sales and contact information, kept as seed data
// in ServiceItem rows so operators can edit them without a deploy.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { ServiceKind } from "@/lib/validation/engagement";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { localizeContent, localizeOne } from "../catalogue/content-locale";
import type { z } from "zod";
import type { serviceItemListSchema, serviceItemSchema } from "@/lib/validation/responses/engagement";

export type ServiceItemList = z.output<typeof serviceItemListSchema>;
export type ServiceItemRow = ServiceItemList["rows"][number];
export type ServiceItemDetail = z.output<typeof serviceItemSchema>;

export async function listServiceItems(kind?: ServiceKind, locale: Locale = defaultLocale): Promise<ServiceItemList> {
  await dbReady();
  const rows = await db.serviceItem.findMany({
    where: { active: true, ...(kind ? { kind } : {}) },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, title: true, summary: true },
  });
  return { rows: await localizeContent("service", rows, locale, ["title", "summary"]) };
}

export async function getServiceItemOrThrow(id: number, locale: Locale = defaultLocale): Promise<ServiceItemDetail> {
  await dbReady();
  const item = await db.serviceItem.findUnique({
    where: { id, active: true },
    select: { id: true, kind: true, title: true, summary: true, content: true },
  });
  if (!item) throw new ApiError("NOT_FOUND", { key: "SERVICE_ITEM_NOT_FOUND" });
  return localizeOne("service", item, locale, ["title", "summary", "content"]);
}
