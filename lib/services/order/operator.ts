// What the shop's operators do to orders (the back office and scripts/ship-order.ts): ship a paid order
// and record where the parcel is. Orders are named by id or by order number. Each change writes its
// audit row (who: the operator, or cli:<os user>) in the change's transaction.
import { db, dbReady, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { withAudit, type AuditActor } from "../audit/trail";
import { orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "./status";
import { courierForShipping, courierNamed } from "./couriers";

export type TrajectoryInput = { description: string; location?: string; lat?: number; lng?: number; occurredAt?: Date };

async function orderIdOrThrow(tx: Tx, ref: string | number): Promise<number> {
  const where = typeof ref === "number" || /^\d{1,10}$/.test(ref) ? { id: Number(ref) } : { orderNo: ref };
  const order = await tx.order.findFirst({ where, select: { id: true } });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  return order.id;
}

function pointData(orderId: number, p: TrajectoryInput) {
  return {
    orderId,
    description: p.description,
    location: p.location ?? "",
    lat: p.lat ?? null,
    lng: p.lng ?? null,
    occurredAt: p.occurredAt ?? new Date(),
  };
}

/**
 * `courierCode`: one of the console's couriers (an active one, else 422 on `courier`): the order keeps
 * its code and zh-Hans name. `courier` alone: a name as typed (the command line): one of theirs when it
 * names one, else kept as typed.
 */
export type Shipment = { courier?: string; courierCode?: string; waybillNo?: string };

/** 500 -> 510, with the courier and waybill number and an optional first trajectory point (e.g. "picked up by the courier"). */
export async function shipOrder(
  ref: string | number,
  firstPoint: TrajectoryInput | undefined,
  shipment: Shipment,
  actor: AuditActor,
) {
  await dbReady();
  const typed = shipment.courier?.trim() ?? "";
  const waybillNo = shipment.waybillNo?.trim() ?? "";
  if (typed.length > 50 || waybillNo.length > 50) throw new ApiError("VALIDATION", { fields: { courier: "too_big" } });
  return writeTransaction(async (tx) => {
    const known = shipment.courierCode
      ? await courierForShipping(tx, shipment.courierCode)
      : await courierNamed(tx, typed);
    const id = await orderIdOrThrow(tx, ref);
    return shipInTransaction(
      tx,
      id,
      { code: known?.code ?? "", name: known?.name ?? typed },
      waybillNo,
      actor,
      firstPoint,
    );
  });
}

/**
 * Ships one order inside the caller's transaction (500 -> 510, courier, waybill, audit row): the one
 * shipping move, for a single order and for a confirmed batch (./batch.ts) alike.
 */
export async function shipInTransaction(
  tx: Tx,
  id: number,
  known: { code: string; name: string },
  waybillNo: string,
  actor: AuditActor,
  firstPoint?: TrajectoryInput,
) {
  const courier = known.name;
  await transitionOrder(tx, id, orderStatus.WAITING_TO_RECEIVE);
  if (courier || waybillNo)
    await tx.order.update({ where: { id }, data: { courier, courierCode: known.code, waybillNo } });
  if (firstPoint) await tx.trajectoryPoint.create({ data: pointData(id, firstPoint) });
  const shipped = await tx.order.findUniqueOrThrow({
    where: { id },
    select: { id: true, orderNo: true, status: true, shippedAt: true, courier: true, waybillNo: true },
  });
  await withAudit(tx, actor, {
    action: "order.ship",
    entity: "order",
    entityId: id,
    before: { status: orderStatus.WAITING_TO_SHIP },
    after: { status: shipped.status, courier, waybillNo },
  });
  return shipped;
}

/** Adds a point to a shipped order's trajectory. */
export async function addTrajectoryPoint(ref: string | number, point: TrajectoryInput, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const id = await orderIdOrThrow(tx, ref);
    const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { shippedAt: true } });
    if (!order.shippedAt) throw new ApiError("CONFLICT", { key: "ORDER_NOT_SHIPPED" });
    const created = await tx.trajectoryPoint.create({ data: pointData(id, point) });
    await withAudit(tx, actor, {
      action: "order.track",
      entity: "order",
      entityId: id,
      after: { description: point.description, location: point.location ?? "" },
    });
    return created;
  });
}

/** Paid orders waiting to ship, oldest first: the operator's to-do list. */
export async function listOrdersToShip(limit = 50) {
  await dbReady();
  return db.order.findMany({
    where: { status: orderStatus.WAITING_TO_SHIP },
    orderBy: { paidAt: "asc" },
    take: limit,
    select: { id: true, orderNo: true, totalAmount: true, receiverName: true, receiverAddress: true, paidAt: true },
  });
}
