// Delivery addresses (地址管理) and pick-up points (自提). A shopper has at most one default address;
// the first address becomes it, and deleting the default promotes the newest remaining one. Deleting
// is soft (deletedAt): orders keep their own copy of the receiver anyway. Every call is scoped to the
// caller: another user's address id answers 404.
import { db, dbReady, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { AddressFields, EditAddressInput } from "@/lib/validation/address";
import { addressText, type AddressRow } from "./address-text";
import { mobileOrThrow } from "./phone";
import { ADDRESS_REGIONS, placeProblems } from "@/lib/regions";
import { PLACES } from "@/lib/regions/places";
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
  region: true,
  province: true,
  city: true,
  district: true,
  postalCode: true,
  detail: true,
  isDefault: true,
} as const;

export { addressText, type AddressRow };

const live = (userId: number) => ({ userId, deletedAt: null });

type StoredAddress = Omit<AddressRow, "region"> & { region: string };

/** The column holds what the schema let in (lib/regions); anything else reads as the mainland's. */
function asRow(a: StoredAddress): AddressRow {
  return { ...a, region: ADDRESS_REGIONS.find((r) => r === a.region) ?? "CN" };
}

export async function listAddresses(userId: number): Promise<z.output<typeof addressListSchema>> {
  await dbReady();
  const rows = await db.address.findMany({
    where: live(userId),
    orderBy: [{ isDefault: "desc" }, { id: "desc" }],
    select: addressSelect,
  });
  return { rows: rows.map(asRow) };
}

export async function findAddressOrThrow(client: Tx, userId: number, id: number): Promise<AddressRow> {
  const address = await client.address.findFirst({ where: { id, ...live(userId) }, select: addressSelect });
  if (!address) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
  return asRow(address);
}

export async function getAddressOrThrow(userId: number, id: number): Promise<AddressRow> {
  await dbReady();
  return findAddressOrThrow(db, userId, id);
}

/** The caller's default address, or null. */
export async function defaultAddress(client: Tx, userId: number): Promise<AddressRow | null> {
  const address = await client.address.findFirst({
    where: { ...live(userId), isDefault: true },
    select: addressSelect,
  });
  return address && asRow(address);
}

async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx.address.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
  await tx.address.update({ where: { id }, data: { isDefault: true } });
}

/**
 * What the schema could not check without the region's tables: the receiver's phone is a mobile
 * number of its region (lib/phone/mobile.ts), and a Hong Kong, Macau or Taiwan address names places
 * that exist and belong together, with the district's postal code in Taiwan. One 422 names every
 * field that does not fit.
 */
function checkedFields<T extends AddressFields>(input: T): T {
  const fields: Record<string, string> = {};
  let phone = input.phone;
  try {
    phone = mobileOrThrow(input.phone, "phone", input.region);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    Object.assign(fields, error.detail?.fields);
  }
  if (input.region !== "CN") Object.assign(fields, placeProblems(input.region, PLACES[input.region], input));
  if (Object.keys(fields).length) throw new ApiError("VALIDATION", { fields });
  return { ...input, phone };
}

export async function createAddress(userId: number, address: AddressFields): Promise<AddressRow> {
  const input = checkedFields(address);
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

export async function editAddress(userId: number, address: EditAddressInput): Promise<AddressRow> {
  const input = checkedFields(address);
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
