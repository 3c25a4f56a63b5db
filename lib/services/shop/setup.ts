// A real shop's start (`npm run setup`, scripts/setup.ts; docs/decisions/033-go-live.md): in a database
// that holds nothing yet, the first owner (with an authenticator secret), the shop's name, regions and
// languages, its currency, the shop closed until its owner opens it, and the record that setup ran — all in one
// transaction, so a setup that fails leaves nothing to resume, and a second one is refused.
import { db, dbReady, isUniqueViolation, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { hashPassword } from "@/lib/auth/password";
import type { ShopRegion } from "@/lib/validation/shop";
import type { Locale } from "@/lib/i18n/routing";
import { DEFAULT_CURRENCY, type Currency } from "@/lib/domain/money";
import type { AuditActor } from "../audit/trail";
import { insertOperator, type OperatorSummary } from "../staff/operators";
import { demoDataPresent } from "./demo";
import { moveOpenState } from "./open-state";
import { readSetting, setupRecord, SHOP_SETTING, writeSetting } from "./settings";
import { z } from "zod";

export type SetupInput = {
  name: string;
  regions: ShopRegion[];
  languages: Locale[];
  /** CNY when not given (the specification's shop). */
  currency?: Currency;
  owner: { username: string; password: string };
};

/** Why this database cannot be set up as a new shop, as the error to answer; null when it can. */
export async function setupRefusal(client: Tx = db): Promise<ApiError | null> {
  await dbReady();
  const done = await setupRecord(client);
  if (done) return new ApiError("CONFLICT", { key: "SHOP_ALREADY_SET_UP", values: { at: done.at, owner: done.owner } });
  if (await demoDataPresent(client)) return new ApiError("CONFLICT", { key: "SHOP_HAS_DEMO" });
  const [operators, products, orders] = await Promise.all([
    client.operator.count({ where: { demo: false } }),
    client.product.count(),
    client.order.count(),
  ]);
  if (operators + products + orders > 0)
    return new ApiError("CONFLICT", { key: "SHOP_IN_USE", values: { operators, products, orders } });
  return null;
}

export async function setUpShop(
  input: SetupInput,
  actor: AuditActor,
): Promise<{ owner: OperatorSummary; otpauthUri: string; at: string }> {
  const refused = await setupRefusal();
  if (refused) throw refused;
  const passwordHash = await hashPassword(input.owner.password);
  const at = new Date().toISOString();
  try {
    return await writeTransaction(async (tx) => {
      // Asked again inside the transaction: a second setup started at the same time finds the first's rows.
      const refusedNow = await setupRefusal(tx);
      if (refusedNow) throw refusedNow;
      const { operator, otpauthUri } = await insertOperator(
        tx,
        { username: input.owner.username, password: input.owner.password, passwordHash, role: "owner" },
        actor,
      );
      const ignored = z.unknown();
      const write = async (key: string, value: unknown, action: string) => {
        const before = await readSetting(tx, key, ignored);
        await writeSetting(tx, key, value, before.version, { actor, action, before: before.value, current: null });
      };
      await write(
        SHOP_SETTING.profile,
        {
          name: { "zh-Hans": input.name },
          logo: "",
          phone: "",
          email: "",
          returnAddress: "",
          hours: { "zh-Hans": "" },
        },
        "shop.profile",
      );
      await write(SHOP_SETTING.markets, { regions: input.regions, languages: input.languages }, "shop.markets");
      await write(SHOP_SETTING.currency, { currency: input.currency ?? DEFAULT_CURRENCY }, "shop.currency");
      await moveOpenState(tx, false, { reason: "setup", missing: [] }, actor);
      // Written last and unique by key: of two setups racing on PostgreSQL, the second fails here.
      await tx.shopSetting.create({
        data: { key: SHOP_SETTING.setup, value: JSON.stringify({ at, owner: operator.username }) },
      });
      if (!otpauthUri) throw new Error("an owner is always given an authenticator secret");
      return { owner: operator, otpauthUri, at };
    });
  } catch (error) {
    // Lost a race to another setup: on its unique key, or on a setting the other wrote first (committed
    // before this one read it, as happens when this one runs slowly). Either way it now meets the refusal.
    const unique = isUniqueViolation(error);
    if (unique || (error instanceof ApiError && error.detail?.key === "STALE_VERSION")) {
      const refusal = await setupRefusal();
      if (refusal) throw refusal;
      if (unique) throw new ApiError("CONFLICT", { key: "USERNAME_TAKEN" });
    }
    throw error;
  }
}
