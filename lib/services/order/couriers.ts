// The couriers operators ship with, kept in the console (docs/decisions/038-couriers-freight-regions.md):
// a code (what the ship endpoint, the batch file and the order keep), a name in the four locales and
// a tracking page with {waybill} where the number goes. The regional defaults come with the migration.
// A courier is retired, never deleted: the orders shipped with it keep its code and show it.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { courierSchemas } from "@/lib/validation/admin-marketing";
import type { adminCourierSchema } from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import { staleVersion } from "../catalogue/admin-text";

export type AdminCourier = z.output<typeof adminCourierSchema>;
export type CourierInput = z.output<typeof courierSchemas.create>;

const courierSelect = {
  id: true,
  code: true,
  name: true,
  nameZhHant: true,
  nameEn: true,
  nameJa: true,
  trackingUrl: true,
  region: true,
  sort: true,
  active: true,
  version: true,
} as const;

type CourierRow = {
  id: number;
  code: string;
  name: string;
  nameZhHant: string;
  nameEn: string;
  nameJa: string;
  trackingUrl: string;
  region: string;
  sort: number;
  active: boolean;
  version: number;
};

function toAdmin(row: CourierRow): AdminCourier {
  const { name, nameZhHant, nameEn, nameJa, ...rest } = row;
  return {
    ...rest,
    name: {
      "zh-Hans": name,
      ...(nameZhHant ? { "zh-Hant": nameZhHant } : {}),
      ...(nameEn ? { en: nameEn } : {}),
      ...(nameJa ? { ja: nameJa } : {}),
    },
  };
}

/** The courier's name in a locale (zh-Hans where the locale's is left empty). */
export function courierNameIn(row: Pick<CourierRow, "name" | "nameZhHant" | "nameEn" | "nameJa">, locale: string) {
  const named = { "zh-Hant": row.nameZhHant, en: row.nameEn, ja: row.nameJa }[locale];
  return named || row.name;
}

/** The tracking page of a waybill, or null when the courier has none (or there is no waybill). */
export function trackingUrlOf(template: string, waybillNo: string): string | null {
  if (!template || !waybillNo) return null;
  return template.includes("{waybill}") ? template.replaceAll("{waybill}", encodeURIComponent(waybillNo)) : template;
}

/** Every courier, active first, in the operators' order. */
export async function adminListCouriers(): Promise<{ rows: AdminCourier[] }> {
  await dbReady();
  const rows = await db.courier.findMany({
    orderBy: [{ active: "desc" }, { sort: "asc" }, { id: "asc" }],
    select: courierSelect,
  });
  return { rows: rows.map(toAdmin) };
}

/** Creates or edits a courier (a save names the version it read); audited. The code is unique. */
export async function adminSaveCourier(
  id: number | null,
  input: CourierInput & { version?: number },
  actor: AuditActor,
): Promise<AdminCourier> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, name, ...rest } = input;
    const data = {
      ...rest,
      name: name["zh-Hans"],
      nameZhHant: name["zh-Hant"] ?? "",
      nameEn: name.en ?? "",
      nameJa: name.ja ?? "",
    };
    const before = id === null ? null : await tx.courier.findUnique({ where: { id }, select: courierSelect });
    if (id !== null && !before) throw new ApiError("NOT_FOUND");
    // Another courier's code is named, not a bare 409 from the unique index.
    if (await tx.courier.findFirst({ where: { code: data.code, id: { not: id ?? 0 } }, select: { id: true } }))
      throw new ApiError("VALIDATION", { fields: { code: "duplicate" } });
    // Orders keep the code they were shipped with: it does not change once an order names it.
    if (before && before.code !== data.code && (await tx.order.count({ where: { courierCode: before.code } })) > 0)
      throw new ApiError("VALIDATION", { fields: { code: "in_use" } });
    if (id === null) id = (await tx.courier.create({ data, select: { id: true } })).id;
    else {
      const changed = await tx.courier.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
      });
      if (changed.count !== 1) throw staleVersion(before && toAdmin(before));
    }
    const after = await tx.courier.findUniqueOrThrow({ where: { id }, select: courierSelect });
    await withAudit(tx, actor, {
      action: before ? "courier.update" : "courier.create",
      entity: "courier",
      entityId: id,
      before,
      after,
    });
    return toAdmin(after);
  });
}

/** The active courier of a code, as an order keeps it (its code and zh-Hans name); 422 for none. */
export async function courierForShipping(tx: Tx | typeof db, code: string): Promise<{ code: string; name: string }> {
  const found = await tx.courier.findFirst({
    where: { code: code.trim().toUpperCase(), active: true },
    select: { code: true, name: true },
  });
  if (!found) throw new ApiError("VALIDATION", { fields: { courier: "invalid" } });
  return found;
}

/**
 * The active courier a typed name means (its code, or its name in any locale, any case), or null:
 * the command line ships with names as operators type them (scripts/ship-order.ts --courier 顺丰速运).
 */
export async function courierNamed(tx: Tx, typed: string): Promise<{ code: string; name: string } | null> {
  const text = typed.trim();
  if (!text) return null;
  const rows = await tx.courier.findMany({
    where: { active: true },
    select: { code: true, name: true, nameZhHant: true, nameEn: true, nameJa: true },
  });
  const wanted = text.toUpperCase();
  const found = rows.find((r) =>
    [r.code, r.name, r.nameZhHant, r.nameEn, r.nameJa].some((n) => n && n.toUpperCase() === wanted),
  );
  return found ? { code: found.code, name: found.name } : null;
}

/** The couriers of these codes, for showing orders: name per locale and tracking page. */
export async function couriersByCode(codes: readonly string[]) {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map<string, CourierRow>();
  await dbReady();
  const rows = await db.courier.findMany({ where: { code: { in: wanted } }, select: courierSelect });
  return new Map(rows.map((r) => [r.code, r]));
}
