import bcrypt from "bcryptjs";

// Cost 10: about 60 ms a hash on the 2-core machine, well within a login request.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: string | undefined;

/** Spends the same time as a real check when the account does not exist (no username probing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= await bcrypt.hash("not-a-real-password", COST);
  await bcrypt.compare(password, dummyHash);
  return false;
}
