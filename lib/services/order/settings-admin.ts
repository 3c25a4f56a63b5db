// Delivery and payment settings in the back office (issue 23): freight rules, pick-up points and the
// order payment window. Each save is one transaction with its audit row and names the version it read
// (a stale one is 409 with the record as it is now). None of these is cached: checkout reads them in
// its own transaction, so a change holds for the next order on every process.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { freightRuleSchemas, pickupPointSchemas } from "@/lib/validation/admin-marketing";
import type { adminFreightRuleSchema, adminPickupPointSchema } from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import { staleVersion } from "../catalogue/admin-text";
import { PAYMENT_WINDOW, paymentWindowMinutes } from "./payment-window";

export type AdminFreightRule = z.output<typeof adminFreightRuleSchema>;
export type AdminPickupPoint = z.output<typeof adminPickupPointSchema>;
export type FreightRuleInput = z.output<typeof freightRuleSchemas.create>;
export type PickupPointInput = z.output<typeof pickupPointSchemas.create>;

const freightSelect = {
  id: true,
  name: true,
  firstWeight: true,
  firstWeightPrice: true,
  continuousWeight: true,
  continuousWeightPrice: true,
  maxWeight: true,
  freeShippingThreshold: true,
  shopId: true,
  isDefault: true,
  region: true,
  active: true,
  version: true,
} as const;

export async function adminListFreightRules() {
  await dbReady();
  return {
    rows: await db.freightRule.findMany({
      orderBy: [{ active: "desc" }, { region: "asc" }, { isDefault: "desc" }, { id: "asc" }],
      select: freightSelect,
    }),
  };
}

/**
 * Creates or edits a freight rule; marking one default unmarks the other mall rules of its region
 * (checkout uses the region's default). Retiring one (active false) keeps it for the orders it priced.
 */
export async function adminSaveFreightRule(
  id: number | null,
  input: FreightRuleInput & { version?: number },
  actor: AuditActor,
): Promise<AdminFreightRule> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, ...data } = input;
    const before = id === null ? null : await tx.freightRule.findUnique({ where: { id }, select: freightSelect });
    if (id !== null && !before) throw new ApiError("NOT_FOUND");
    if (data.shopId !== null) {
      if (!(await tx.shop.findUnique({ where: { id: data.shopId }, select: { id: true } })))
        throw new ApiError("VALIDATION", { fields: { shopId: "not_found" } });
      // One rule per shop (a unique index): another rule of this shop is named, not a bare 409.
      if (
        await tx.freightRule.findFirst({ where: { shopId: data.shopId, id: { not: id ?? 0 } }, select: { id: true } })
      )
        throw new ApiError("VALIDATION", { fields: { shopId: "duplicate" } });
    }
    if (id === null) id = (await tx.freightRule.create({ data, select: { id: true } })).id;
    else {
      const changed = await tx.freightRule.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
      });
      if (changed.count !== 1) throw staleVersion(before);
    }
    if (data.isDefault)
      await tx.freightRule.updateMany({
        where: { id: { not: id }, isDefault: true, shopId: null, region: data.region },
        data: { isDefault: false },
      });
    const after = await tx.freightRule.findUniqueOrThrow({ where: { id }, select: freightSelect });
    await withAudit(tx, actor, {
      action: before ? "freight.update" : "freight.create",
      entity: "freight",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

const pickupSelect = {
  id: true,
  name: true,
  address: true,
  phone: true,
  hours: true,
  lat: true,
  lng: true,
  active: true,
  version: true,
} as const;

export async function adminListPickupPoints() {
  await dbReady();
  return { rows: await db.pickupPoint.findMany({ orderBy: { id: "asc" }, select: pickupSelect }) };
}

/** Creates or edits a pick-up point; one switched off is no longer offered (orders keep their copy). */
export async function adminSavePickupPoint(
  id: number | null,
  input: PickupPointInput & { version?: number },
  actor: AuditActor,
): Promise<AdminPickupPoint> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, ...data } = input;
    const before = id === null ? null : await tx.pickupPoint.findUnique({ where: { id }, select: pickupSelect });
    if (id !== null && !before) throw new ApiError("NOT_FOUND");
    if (id === null) id = (await tx.pickupPoint.create({ data, select: { id: true } })).id;
    else {
      const changed = await tx.pickupPoint.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
      });
      if (changed.count !== 1) throw staleVersion(before);
    }
    const after = await tx.pickupPoint.findUniqueOrThrow({ where: { id }, select: pickupSelect });
    await withAudit(tx, actor, {
      action: before ? "pickup.update" : "pickup.create",
      entity: "pickup",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

// ---------- the payment window ----------

export async function paymentWindowSetting(client: Tx = db) {
  await dbReady();
  const row = await client.shopSetting.findUnique({ where: { key: PAYMENT_WINDOW }, select: { version: true } });
  return { minutes: await paymentWindowMinutes(client), fromEnvironment: row === null, version: row?.version ?? 0 };
}

/** Sets the payment window for orders placed from now on (orders already placed keep their expiry). */
export async function adminSetPaymentWindow(minutes: number, version: number, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await paymentWindowSetting(tx);
    const moved =
      version === 0
        ? await tx.shopSetting
            .createMany({ data: [{ key: PAYMENT_WINDOW, value: String(minutes) }] })
            .catch(() => ({ count: 0 }))
        : await tx.shopSetting.updateMany({
            where: { key: PAYMENT_WINDOW, version },
            data: { value: String(minutes), version: { increment: 1 } },
          });
    if (moved.count !== 1) throw staleVersion(before);
    const after = await paymentWindowSetting(tx);
    await withAudit(tx, actor, {
      action: "setting.payment_window",
      entity: "setting",
      entityId: PAYMENT_WINDOW,
      before: { minutes: before.minutes },
      after: { minutes: after.minutes },
    });
    return after;
  });
}
