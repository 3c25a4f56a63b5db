// Where an order goes: an address of the shopper's (live: not deleted) or an active pick-up point. The
// one place that says which address or point an order may name, for checkout, its preview, the flash
// buy and a change of address after placing: DELIVERY_COLUMNS and DELIVERY_JOINS read them (alone, or
// inside checkout's context statement), deliveryChoice applies the rule. The order keeps a copy of
// the receiver (deliveryColumns): editing the address book or the point never rewrites an order.
import { ApiError } from "@/lib/domain/errors";
import type { SqlValue } from "@/lib/db";
import { ADDRESS_REGIONS } from "@/lib/regions";
import { addressText, type AddressRow, type PickupPointRow } from "../account/address";

export const deliveryType = { EXPRESS: "express", PICKUP: "pickup" } as const;

export type DeliveryChoice = { addressId?: number; pickupPointId?: number };

/** An order's delivery columns (Order.deliveryType … receiverAddress). */
export type Delivery = {
  deliveryType: (typeof deliveryType)[keyof typeof deliveryType];
  addressId: number | null;
  pickupPointId: number | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
};

/** The columns DELIVERY_JOINS adds to a statement (names kept apart from the pricing statement's). */
export type DeliveryRow = {
  addressId: number | null;
  addressName: string | null;
  addressPhone: string | null;
  addressRegion: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  postalCode: string | null;
  detail: string | null;
  addressIsDefault: number | null;
  pickupPointId: number | null;
  pickupName: string | null;
  pickupAddress: string | null;
  pickupPhone: string | null;
  pickupHours: string | null;
  pickupLat: number | null;
  pickupLng: number | null;
};

export const DELIVERY_COLUMNS = `
  a."id" AS "addressId", a."name" AS "addressName", a."phone" AS "addressPhone", a."region" AS "addressRegion",
  a."province", a."city", a."district", a."postalCode", a."detail", a."isDefault" AS "addressIsDefault",
  pp."id" AS "pickupPointId", pp."name" AS "pickupName", pp."address" AS "pickupAddress", pp."phone" AS "pickupPhone",
  pp."hours" AS "pickupHours", pp."lat" AS "pickupLat", pp."lng" AS "pickupLng"`;

/**
 * The rule, as joins onto a one-row query: the address named, if it is the caller's and not deleted
 * (or, asked for, the caller's default one when none is named); the pick-up point named, if active.
 * Parameters: deliveryParams. An id of 0 matches nothing (no row has it), where NULL would make SQLite
 * plan `id = NULL` as a scan.
 */
export const DELIVERY_JOINS = `
  LEFT JOIN "Address" a ON a."userId" = ? AND a."deletedAt" IS NULL
    AND (a."id" = ? OR (? = 1 AND a."isDefault" = TRUE))
  LEFT JOIN "PickupPoint" pp ON pp."id" = ? AND pp."active"`;

/** The delivery's rows alone (the flash buy reads them before its transaction). */
export const DELIVERY_SQL = `SELECT ${DELIVERY_COLUMNS} FROM (SELECT 1 AS "one") x ${DELIVERY_JOINS}`;

/** DELIVERY_JOINS' parameters; `orDefault`: with no address and no point named, the default address. */
export function deliveryParams(userId: number, choice: DeliveryChoice, { orDefault = false } = {}): SqlValue[] {
  const pickup = choice.pickupPointId !== undefined;
  const named = pickup ? 0 : (choice.addressId ?? 0);
  const useDefault = orDefault && !pickup && choice.addressId === undefined ? 1 : 0;
  return [userId, named, useDefault, choice.pickupPointId ?? 0];
}

/** The address and the pick-up point the row found, as the address book and the point list show them. */
export function deliveryRows(row: DeliveryRow | undefined): {
  address: AddressRow | null;
  pickupPoint: PickupPointRow | null;
} {
  return {
    address:
      row?.addressId == null
        ? null
        : {
            id: row.addressId,
            name: row.addressName ?? "",
            phone: row.addressPhone ?? "",
            // The column holds what the schema let in (lib/regions); anything else reads as the mainland's.
            region: ADDRESS_REGIONS.find((r) => r === row.addressRegion) ?? "CN",
            province: row.province ?? "",
            city: row.city ?? "",
            district: row.district ?? "",
            postalCode: row.postalCode ?? "",
            detail: row.detail ?? "",
            isDefault: Boolean(row.addressIsDefault),
          },
    pickupPoint:
      row?.pickupPointId == null
        ? null
        : {
            id: row.pickupPointId,
            name: row.pickupName ?? "",
            address: row.pickupAddress ?? "",
            phone: row.pickupPhone ?? "",
            hours: row.pickupHours ?? "",
            lat: row.pickupLat,
            lng: row.pickupLng,
          },
  };
}

/**
 * The delivery `choice` names, from the row DELIVERY_JOINS read: 404 for a pick-up point that is
 * unknown or inactive, and for an address that is unknown, another shopper's or deleted (another
 * shopper's looks exactly like a missing one). Null: no address was named and there is no default.
 */
export function deliveryChoice(row: DeliveryRow | undefined, choice: DeliveryChoice): Delivery | null {
  const { address, pickupPoint } = deliveryRows(row);
  if (choice.pickupPointId !== undefined) {
    if (!pickupPoint) throw new ApiError("NOT_FOUND", { key: "PICKUP_POINT_NOT_FOUND" });
    return pickupDelivery(pickupPoint);
  }
  if (address) return addressDelivery(address);
  if (choice.addressId !== undefined) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
  return null;
}

/** An order's delivery columns for a pick-up point. */
export function pickupDelivery(point: Pick<PickupPointRow, "id" | "name" | "address" | "phone">): Delivery {
  return {
    deliveryType: deliveryType.PICKUP,
    addressId: null,
    pickupPointId: point.id,
    receiverName: "",
    receiverPhone: point.phone,
    receiverAddress: `${point.name} ${point.address}`,
  };
}

/** An order's delivery columns for an address. */
export function addressDelivery(address: Omit<AddressRow, "isDefault">): Delivery {
  return {
    deliveryType: deliveryType.EXPRESS,
    addressId: address.id,
    pickupPointId: null,
    receiverName: address.name,
    receiverPhone: address.phone,
    receiverAddress: addressText(address),
  };
}
