// Delivery addresses (地址管理) and pick-up points (自提). A shopper has at most one default address;
// the first address becomes it, and deleting the default promotes the newest remaining one. Deleting
// is soft (deletedAt): orders keep their own copy of the receiver anyway. Every call is scoped to the
// caller: another user's address id answers 404.
import { db, dbReady, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { AddressFields, EditAddressInput } from "@/lib/validation/address";
import { addressText, type AddressRow } from "./address-text";
import type { z } from "zod";
import type {
  addressDeletedSchema,
  addressListSchema,
  pickupPointListSchema,
  pickupPointSchema,
} from "@/lib/validation/responses/address";

export const MAX_ADDRESSES = 50;

const addressSelect = {
  id: true,
  name: true,
  phone: true,
  province: true,
  city: true,
  district: true,
  detail: true,
  isDefault: true,
} as const;

export { addressText, type AddressRow };

const live = (userId: number) => ({ userId, deletedAt: null });

export async function listAddresses(userId: number): Promise<z.output<typeof addressListSchema>> {
  await dbReady();
  const rows = await db.address.findMany({
    where: live(userId),
    orderBy: [{ isDefault: "desc" }, { id: "desc" }],
    select: addressSelect,
  });
  return { rows };
}

export async function findAddressOrThrow(client: Tx, userId: number, id: number): Promise<AddressRow> {
  const address = await client.address.findFirst({ where: { id, ...live(userId) }, select: addressSelect });
  if (!address) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
  return address;
}

export async function getAddressOrThrow(userId: number, id: number): Promise<AddressRow> {
  await dbReady();
  return findAddressOrThrow(db, userId, id);
}

/** The caller's default address, or null. */
export async function defaultAddress(client: Tx, userId: number): Promise<AddressRow | null> {
  return client.address.findFirst({ where: { ...live(userId), isDefault: true }, select: addressSelect });
}

async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx.address.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
  await tx.address.update({ where: { id }, data: { isDefault: true } });
}

export async function createAddress(userId: number, input: AddressFields): Promise<AddressRow> {
  return writeTransaction(
    async (tx) => {
      const count = await tx.address.count({ where: live(userId) });
      if (count >= MAX_ADDRESSES)
        throw new ApiError("CONFLICT", { key: "ADDRESS_LIMIT", values: { max: MAX_ADDRESSES } });
      const { isDefault, ...fields } = input;
      const created = await tx.address.create({ data: { ...fields, userId }, select: { id: true } });
      if (isDefault || count === 0) await makeDefault(tx, userId, created.id);
      return findAddressOrThrow(tx, userId, created.id);
    },
    { shopper: userId },
  );
}

export async function editAddress(userId: number, input: EditAddressInput): Promise<AddressRow> {
  return writeTransaction(
    async (tx) => {
      const current = await findAddressOrThrow(tx, userId, input.id);
      const { id, isDefault, ...fields } = input;
      await tx.address.update({ where: { id }, data: fields });
      if (isDefault && !current.isDefault) await makeDefault(tx, userId, id);
      // Unticking "default" on the default address leaves it default: there must be one while any exist.
      return findAddressOrThrow(tx, userId, id);
    },
    { shopper: userId },
  );
}

export async function setDefaultAddress(userId: number, id: number): Promise<AddressRow> {
  return writeTransaction(
    async (tx) => {
      await findAddressOrThrow(tx, userId, id);
      await makeDefault(tx, userId, id);
      return findAddressOrThrow(tx, userId, id);
    },
    { shopper: userId },
  );
}

export async function deleteAddress(userId: number, id: number): Promise<z.output<typeof addressDeletedSchema>> {
  return writeTransaction(
    async (tx) => {
      const address = await findAddressOrThrow(tx, userId, id);
      await tx.address.update({ where: { id }, data: { deletedAt: new Date(), isDefault: false } });
      let next = await defaultAddress(tx, userId);
      if (address.isDefault) {
        const newest = await tx.address.findFirst({
          where: live(userId),
          orderBy: { id: "desc" },
          select: { id: true },
        });
        if (newest) await makeDefault(tx, userId, newest.id);
        next = newest ? await findAddressOrThrow(tx, userId, newest.id) : null;
      }
      return { id, deleted: true, defaultId: next?.id ?? null };
    },
    { shopper: userId },
  );
}

// ---------- pick-up points ----------

export type PickupPointRow = z.output<typeof pickupPointSchema>;

const pickupSelect = { id: true, name: true, address: true, phone: true, hours: true, lat: true, lng: true } as const;

export async function listPickupPoints(): Promise<z.output<typeof pickupPointListSchema>> {
  await dbReady();
  return {
    rows: await db.pickupPoint.findMany({ where: { active: true }, orderBy: { id: "asc" }, select: pickupSelect }),
  };
}

export async function findPickupPointOrThrow(client: Tx, id: number): Promise<PickupPointRow> {
  const point = await client.pickupPoint.findFirst({ where: { id, active: true }, select: pickupSelect });
  if (!point) throw new ApiError("NOT_FOUND", { key: "PICKUP_POINT_NOT_FOUND" });
  return point;
}
