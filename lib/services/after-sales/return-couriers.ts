// The couriers a shopper may send a return parcel with (docs/decisions/038-couriers-freight-regions.md):
// the console's courier list, not a fixed one — the active couriers that deliver in a region the shop
// sells to, or everywhere (SF Express). The parcel goes to the shop's return address, so a Macau shop's
// shoppers are offered CTT Macau and SF, a mainland shop's the mainland's eight. Names in the reader's
// locale. The return keeps the courier's zh-Hans name, as an order keeps the one it was shipped with.
import { db, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { courierNameIn } from "../order/couriers";
import { shopMarkets } from "../shop/settings";

export type ReturnCourier = { code: string; name: string };

const select = { code: true, name: true, nameZhHant: true, nameEn: true, nameJa: true } as const;

async function offered(client: Tx) {
  const { markets } = await shopMarkets(client);
  return client.courier.findMany({
    where: { active: true, region: { in: ["ALL", ...markets.regions] } },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select,
  });
}

/** The couriers offered for a return parcel, in the operators' order, named in `locale`. */
export async function returnCouriers(locale: string, client: Tx = db): Promise<ReturnCourier[]> {
  return (await offered(client)).map((c) => ({ code: c.code, name: courierNameIn(c, locale) }));
}

/** The offered courier of a code, as the return keeps it (its zh-Hans name); 422 on `courier` for any other. */
export async function returnCourierOf(client: Tx, code: string): Promise<{ code: string; name: string }> {
  const found = (await offered(client)).find((c) => c.code === code);
  if (!found) throw new ApiError("VALIDATION", { fields: { courier: "invalid" } });
  return { code: found.code, name: found.name };
}

/** A kept courier name in `locale`: that of the courier of this zh-Hans name (even retired), else as kept. */
export async function returnCourierName(kept: string, locale: string): Promise<string> {
  if (!kept) return kept;
  const row = await db.courier.findFirst({ where: { name: kept }, select });
  return row ? courierNameIn(row, locale) : kept;
}
