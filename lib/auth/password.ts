import bcrypt from "bcryptjs";
import { env } from "@/lib/env";

// The cost is PASSWORD_HASH_COST (lib/env.ts, default 10: about 60 ms a hash on the 2-core machine);
// the dummy below is made with it too, so an unknown name costs what a real account's check does.
export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, env().PASSWORD_HASH_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no username probing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await bcrypt.compare(password, await dummyHash);
  return false;
}
