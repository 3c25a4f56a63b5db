// The shop's return policy (docs/decisions/036-books.md): the address returned goods go to, shown to the
// shopper on an approved return, and the days the shopper has to send them before the return closes by
// itself. One ShopSetting row of JSON, edited in the console's settings with the version it read (a
// stale one is 409 with the policy as saved now) and its audit row, in one transaction.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { returnPolicySchema, type ReturnPolicyInput } from "@/lib/validation/returns";
import { withAudit, type AuditActor } from "../audit/trail";
import { staleVersion } from "../catalogue/admin-text";

/** The ShopSetting key of the return policy. */
export const RETURN_POLICY = "returns.policy";

/** Days the shopper has to send a return when the shop never said. */
export const DEFAULT_SEND_WITHIN_DAYS = 7;

const storedSchema = returnPolicySchema.omit({ version: true });
export type ReturnPolicy = { address: string; sendWithinDays: number; version: number };

/** The policy as stored (an unset or unreadable row reads as no address and the default days; version 0 when never saved). */
export async function returnPolicy(client: Tx = db): Promise<ReturnPolicy> {
  await dbReady();
  const row = await client.shopSetting.findUnique({
    where: { key: RETURN_POLICY },
    select: { value: true, version: true },
  });
  let parsed: unknown = undefined;
  try {
    parsed = row ? JSON.parse(row.value) : undefined;
  } catch {
    parsed = undefined;
  }
  const read = storedSchema.safeParse(parsed);
  return {
    address: read.success ? read.data.address : "",
    sendWithinDays: read.success ? read.data.sendWithinDays : DEFAULT_SEND_WITHIN_DAYS,
    version: row?.version ?? 0,
  };
}

export async function adminSetReturnPolicy(input: ReturnPolicyInput, actor: AuditActor): Promise<ReturnPolicy> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await returnPolicy(tx);
    const value = JSON.stringify({ address: input.address, sendWithinDays: input.sendWithinDays });
    const moved =
      input.version === 0
        ? before.version === 0
          ? await tx.shopSetting.createMany({ data: [{ key: RETURN_POLICY, value }] })
          : { count: 0 }
        : await tx.shopSetting.updateMany({
            where: { key: RETURN_POLICY, version: input.version },
            data: { value, version: { increment: 1 } },
          });
    if (moved.count !== 1) throw staleVersion(before);
    const after = await returnPolicy(tx);
    await withAudit(tx, actor, {
      action: "setting.return_policy",
      entity: "setting",
      entityId: RETURN_POLICY,
      before: { address: before.address, sendWithinDays: before.sendWithinDays },
      after: { address: after.address, sendWithinDays: after.sendWithinDays },
    });
    return after;
  });
}
