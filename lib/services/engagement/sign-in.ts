// Daily sign-in (签到): one per calendar day in the shop's time zone (UTC+8), a streak of consecutive
// days, and points that rise with the streak. The unique (userId, day) row is what makes "once a day"
// hold under concurrency; the points award rides in the same transaction, so one sign-in = one award.
import { db, dbReady, Prisma, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { shopDay } from "@/lib/format/date";
import { addPointsEntry, pointsReason } from "./points";
import type { z } from "zod";
import type { signedInSchema, signInStatusSchema } from "@/lib/validation/responses/engagement";

export const SIGN_IN_POINTS_STEP = 5;
export const SIGN_IN_POINTS_CAP = 30;

/** 5, 10, 15, ... points for the 1st, 2nd, 3rd consecutive day, capped at 30. */
export function signInPoints(streak: number): number {
  return Math.min(Math.max(1, streak) * SIGN_IN_POINTS_STEP, SIGN_IN_POINTS_CAP);
}

/** "2026-03-01" -> "2026-02-28": plain calendar arithmetic on the shop's day key. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type SignInResult = z.output<typeof signedInSchema>;

export async function dailySignIn(userId: number, now: Date = new Date()): Promise<SignInResult> {
  await dbReady();
  const day = shopDay(now);
  try {
    return await writeTransaction(async (tx) => {
      const existing = await tx.dailySignIn.findUnique({
        where: { userId_day: { userId, day } },
        select: { id: true },
      });
      if (existing) throw new ApiError("CONFLICT", { key: "ALREADY_SIGNED_IN" });
      const yesterday = await tx.dailySignIn.findUnique({
        where: { userId_day: { userId, day: previousDay(day) } },
        select: { streak: true },
      });
      const streak = (yesterday?.streak ?? 0) + 1;
      const points = signInPoints(streak);
      await tx.dailySignIn.create({ data: { userId, day, streak, points } });
      await addPointsEntry(tx, {
        userId,
        delta: points,
        reason: pointsReason.SIGN_IN,
        refKey: `sign-in:${userId}:${day}`,
      });
      const { points: balance } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } });
      return { day, streak, points, balance };
    });
  } catch (error) {
    // Another request of the same user (another process) won the race for today's row.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("CONFLICT", { key: "ALREADY_SIGNED_IN" });
    }
    throw error;
  }
}

export type SignInStatus = z.output<typeof signInStatusSchema>;

export async function getSignInStatus(userId: number, month?: string, now: Date = new Date()): Promise<SignInStatus> {
  await dbReady();
  const today = shopDay(now);
  const shownMonth = month ?? today.slice(0, 7);
  const [latest, days, totalDays, user] = await Promise.all([
    db.dailySignIn.findMany({
      where: { userId, day: { in: [today, previousDay(today)] } },
      select: { day: true, streak: true },
    }),
    db.dailySignIn.findMany({
      where: { userId, day: { startsWith: `${shownMonth}-` } },
      orderBy: { day: "asc" },
      select: { day: true, points: true },
    }),
    db.dailySignIn.count({ where: { userId } }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } }),
  ]);
  const todayRow = latest.find((r) => r.day === today);
  const streak = todayRow?.streak ?? latest.find((r) => r.day !== today)?.streak ?? 0;
  return {
    today,
    month: shownMonth,
    signedToday: Boolean(todayRow),
    streak,
    nextPoints: signInPoints(streak + 1),
    days,
    totalDays,
    balance: user.points,
  };
}
