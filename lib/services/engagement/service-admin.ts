// The service area's questions and answers (服务 FAQ) in the back office: title, summary and answer
// per locale, the answer as rich text sanitised on the way in (lib/services/catalogue/rich-text.ts; the page
// sanitises again on the way out). One transaction with its audit row per save; a stale version is 409.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { sanitizeRichText } from "../catalogue/rich-text";
import type { z } from "zod";
import type { serviceItemSchemas } from "@/lib/validation/admin-marketing";
import type { adminServiceItemSchema } from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import {
  localizedOf,
  readTranslations,
  staleVersion,
  writeTranslations,
  type LocalizedText,
} from "../catalogue/admin-text";

export type AdminServiceItem = z.output<typeof adminServiceItemSchema>;
export type ServiceItemInput = z.output<typeof serviceItemSchemas.create>;

const kinds = ["delivery", "returns", "after-sales", "contact"] as const;

async function views(client: Tx, ids?: number[]): Promise<AdminServiceItem[]> {
  const rows = await client.serviceItem.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: [{ kind: "asc" }, { sort: "asc" }, { id: "asc" }],
  });
  const texts = await readTranslations(
    client,
    "service",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: kinds.find((k) => k === r.kind) ?? "contact",
    title: localizedOf(r.title, texts.get(r.id)?.get("title")),
    summary: localizedOf(r.summary, texts.get(r.id)?.get("summary")),
    content: localizedOf(r.content, texts.get(r.id)?.get("content")),
    sort: r.sort,
    active: r.active,
    version: r.version,
  }));
}

export async function adminListServiceItems() {
  await dbReady();
  return { rows: await views(db) };
}

/** Every locale's answer sanitised; a translation that sanitises to nothing falls back to zh-Hans. */
function sanitized(text: ServiceItemInput["content"]): LocalizedText {
  const out: LocalizedText = { "zh-Hans": sanitizeRichText(text["zh-Hans"]) };
  for (const locale of ["zh-Hant", "en", "ja"] as const) {
    const value = text[locale];
    if (value) out[locale] = sanitizeRichText(value);
  }
  return out;
}

export async function adminSaveServiceItem(
  id: number | null,
  input: ServiceItemInput & { version?: number },
  actor: AuditActor,
): Promise<AdminServiceItem> {
  await dbReady();
  const content = sanitized(input.content);
  if (!content["zh-Hans"]) throw new ApiError("VALIDATION", { fields: { "content.zh-Hans": "required" } });
  return writeTransaction(async (tx) => {
    const data = {
      kind: input.kind,
      title: input.title["zh-Hans"],
      summary: input.summary["zh-Hans"],
      content: content["zh-Hans"],
      sort: input.sort,
      active: input.active,
    };
    const before = id === null ? null : ((await views(tx, [id]))[0] ?? null);
    if (id !== null && !before) throw new ApiError("NOT_FOUND", { key: "SERVICE_ITEM_NOT_FOUND" });
    if (id === null) id = (await tx.serviceItem.create({ data, select: { id: true } })).id;
    else {
      const changed = await tx.serviceItem.updateMany({
        where: { id, version: input.version },
        data: { ...data, version: { increment: 1 } },
      });
      if (changed.count !== 1) throw staleVersion(before);
    }
    await writeTranslations(tx, "service", id, { title: input.title, summary: input.summary, content });
    const after = (await views(tx, [id]))[0];
    await withAudit(tx, actor, {
      action: before ? "service.update" : "service.create",
      entity: "service",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
