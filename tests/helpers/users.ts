// Test users created straight in the database.
import crypto from "node:crypto";
import { db, dbReady } from "@/lib/db";
import { tokenFor } from "./api";

export async function createUser(overrides: { username?: string; points?: number } = {}) {
  await dbReady();
  const user = await db.user.create({
    data: {
      username: overrides.username ?? `u${crypto.randomBytes(5).toString("hex")}`,
      nickname: "Tester",
      avatar: "/media/avatar/default.svg",
      points: overrides.points ?? 0,
    },
  });
  return { user, token: await tokenFor(user) };
}
