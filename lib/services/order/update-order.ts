// The shopper's moves on an order after placing it: cancel (unpaid), confirm receipt, complete, and
// change where it goes until it ships. Each status move is transitionOrder's (status.ts); the moves
// answer the order as their own transaction left it (orderViewIn): a read after the commit could fail
// and report a saved move as failed.
import { ApiError } from "@/lib/domain/errors";
import { sqlOver, writeTransaction } from "@/lib/db";
import type { EditOrderAddressInput } from "@/lib/validation/order";
import { DELIVERY_SQL, deliveryChoice, deliveryParams, deliveryType, type DeliveryRow } from "./delivery";
import { orderViewIn } from "./query";
import { canChangeAddress, closeReason, orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "./status";
import type { OrderView } from "./view";

export async function cancelOrder(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(
    async (tx) => {
      await transitionOrder(tx, id, orderStatus.CLOSED, { userId, reason: closeReason.CANCELLED });
      return orderViewIn(tx, userId, id);
    },
    { outcome: true },
  );
}

export async function confirmReceipt(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(async (tx) => {
    await transitionOrder(tx, id, orderStatus.WAITING_FOR_REVIEW, { userId });
    return orderViewIn(tx, userId, id);
  });
}

export async function completeOrder(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(async (tx) => {
    await transitionOrder(tx, id, orderStatus.COMPLETE, { userId });
    return orderViewIn(tx, userId, id);
  });
}

/**
 * Changes where an order goes, until it ships: another address for a delivery, another point for a
 * pick-up — one that placing the order would accept (delivery.ts). Switching between the two would
 * change the freight of an order that may already be paid.
 */
export async function editOrderAddress(userId: number, input: EditOrderAddressInput): Promise<OrderView> {
  return writeTransaction(
    async (tx) => {
      const order = await tx.order.findFirst({
        where: { id: input.id, userId },
        select: { status: true, deliveryType: true },
      });
      if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
      if (!canChangeAddress(order.status)) throw new ApiError("CONFLICT", { key: "ORDER_ADDRESS_LOCKED" });
      const wantsPickup = input.pickupPointId !== undefined;
      if (wantsPickup !== (order.deliveryType === deliveryType.PICKUP))
        throw new ApiError("CONFLICT", { key: "DELIVERY_TYPE_FIXED" });
      const delivery = deliveryChoice(
        await sqlOver(tx).get<DeliveryRow>(DELIVERY_SQL, deliveryParams(userId, input)),
        input,
      );
      // The schema asks for an address or a pick-up point: "none named" cannot reach here.
      if (!delivery) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
      // Conditional on the status: an operator shipping from another process cannot be overtaken.
      const changed = await tx.order.updateMany({
        where: { id: input.id, userId, status: { in: [orderStatus.WAITING_FOR_PAYMENT, orderStatus.WAITING_TO_SHIP] } },
        data: delivery,
      });
      if (changed.count !== 1) throw new ApiError("CONFLICT", { key: "ORDER_ADDRESS_LOCKED" });
      return orderViewIn(tx, userId, input.id);
    },
    { shopper: userId },
  );
}
