// Accounts: password, phone-code and messaging-app login, registration, the profile, password change
// and cancellation. Every login answers a session { id, token, token_expires_in } (seconds).
//
// Login never tells whether a username exists: unknown names and wrong passwords get the same answer
// after the same bcrypt work. Attempts are counted before the password is checked, per address and
// name, per name and per address (lib/services/platform/rate-limit.ts), and refunded when the login succeeds.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { mediaUrl } from "@/lib/media";
import { ApiError } from "@/lib/domain/errors";
import type { Locale } from "@/lib/i18n/routing";
import { signToken } from "@/lib/auth/jwt";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import type {
  CancelAccountInput,
  EditPasswordInput,
  EditUserInfoInput,
  LoginInput,
  PhoneLoginInput,
  RegisterInput,
} from "@/lib/validation/account";
import {
  consumeRateLimits,
  rateLimitedError,
  refundRateLimit,
  resetRateLimit,
  consumeRateLimit,
  type RateLimitRule,
} from "../platform/rate-limit";
import { verifySmsCode } from "./sms";
import { mobileOrThrow } from "./phone";
import { formatPhone, maskNational, splitPhone } from "@/lib/phone";
import { wechatProvider, type WechatLoginKind } from "./wechat";
import { isOwnUploadUrl, removeStoredFile } from "./upload";
import type { z } from "zod";
import type { sessionSchema, userInfoSchema } from "@/lib/validation/responses/account";
import type { okSchema } from "@/lib/validation/responses/common";

export const DEFAULT_AVATAR = mediaUrl("avatar", "default");

export type Session = z.output<typeof sessionSchema>;
export type SessionResult = { session: Session; created: boolean };

const FIFTEEN_MINUTES = 15 * 60;
const loginRules = (address: string, username: string): RateLimitRule[] => [
  { key: `login:addr-user:${address}:${username}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
  // Many addresses guessing one account, and one address trying many accounts.
  { key: `login:user:${username}`, limit: 20, windowSeconds: 3600 },
  { key: `login:addr:${address}`, limit: 50, windowSeconds: FIFTEEN_MINUTES },
];
const passwordCheckRule = (userId: number): RateLimitRule => ({
  key: `password:user:${userId}`,
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
});
const registerRule = (address: string): RateLimitRule => ({
  key: `register:addr:${address}`,
  limit: 10,
  windowSeconds: 3600,
});

// Order statuses (lib/services/order/status.ts) during which the account cannot be cancelled: the
// shopper still owes money or is owed goods.
const WAITING_FOR_PAYMENT = 0;
const WAITING_TO_SHIP = 500;
const WAITING_TO_RECEIVE = 510;

/**
 * The session every login answers; refused for an account an operator disabled. `locale`: the language
 * the shopper logged in with, kept as the one their SMS and subscribe messages are written in
 * (lib/services/notices/push.ts) until they use another.
 */
export async function sessionFor(user: { id: number; tokenVersion: number }, locale?: Locale): Promise<Session> {
  // Every login ends here: an account an operator disabled (back office) gets no session.
  const state = await db.user.findUnique({ where: { id: user.id }, select: { disabledAt: true, locale: true } });
  if (state?.disabledAt) throw new ApiError("FORBIDDEN", { key: "ACCOUNT_DISABLED" });
  if (locale && state && state.locale !== locale)
    await writeTransaction((tx) => tx.user.updateMany({ where: { id: user.id }, data: { locale } }));
  const { token, expiresIn } = await signToken(user.id, user.tokenVersion);
  return { id: user.id, token, token_expires_in: expiresIn };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";

/** A new phone account's nickname: the mainland's usual 138****5678, other regions' numbers with their code. */
function maskedNickname(phone: string): string {
  const split = splitPhone(phone);
  if (!split) return formatPhone(phone, { mask: true });
  return split.region === "CN" ? maskNational(split.national) : formatPhone(phone, { mask: true });
}

export async function loginWithPassword(input: LoginInput, address: string, locale?: Locale): Promise<Session> {
  const rules = loginRules(address, input.username);
  const limit = await consumeRateLimits(rules);
  if (!limit.allowed) throw rateLimitedError("LOGIN_RATE_LIMITED", limit);
  await dbReady();
  const user = await db.user.findFirst({
    where: { username: input.username, deletedAt: null },
    select: { id: true, tokenVersion: true, passwordHash: true },
  });
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new ApiError("UNAUTHORIZED", { key: "WRONG_CREDENTIALS" });
  await resetRateLimit(rules[0].key);
  await Promise.all(rules.slice(1).map((rule) => refundRateLimit(rule.key)));
  return sessionFor(user, locale);
}

export async function registerWithPassword(
  input: RegisterInput,
  address: string,
  locale?: Locale,
): Promise<SessionResult> {
  const limit = await consumeRateLimit(registerRule(address));
  if (!limit.allowed) throw rateLimitedError("RATE_LIMITED", limit);
  await dbReady();
  const passwordHash = await hashPassword(input.password);
  try {
    // newUserCouponAt stays null: the new-user coupon is offered after the first login.
    const user = await db.user.create({
      data: { username: input.username, passwordHash, nickname: input.username },
      select: { id: true, tokenVersion: true },
    });
    return { session: await sessionFor(user, locale), created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", { key: "USERNAME_TAKEN" });
    throw error;
  }
}

/** Phone-code login; the first login with a phone creates its account. */
export async function loginWithPhone(login: PhoneLoginInput, locale?: Locale): Promise<SessionResult> {
  const input = { ...login, phone: mobileOrThrow(login.phone) };
  await verifySmsCode(input.phone, input.code);
  await dbReady();
  const existing = await db.user.findFirst({
    where: { phone: input.phone, deletedAt: null },
    select: { id: true, tokenVersion: true },
  });
  if (existing) return { session: await sessionFor(existing, locale), created: false };
  try {
    const user = await db.user.create({
      data: { phone: input.phone, nickname: maskedNickname(input.phone) },
      select: { id: true, tokenVersion: true },
    });
    return { session: await sessionFor(user, locale), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const user = await db.user.findFirstOrThrow({
      where: { phone: input.phone, deletedAt: null },
      select: { id: true, tokenVersion: true },
    });
    return { session: await sessionFor(user, locale), created: false };
  }
}

/**
 * Messaging-app login: web page ("web") or mini-program ("mini"); the first login creates the account,
 * counted against the same per-address limit as registration (issue 27: the sandbox's login made 20
 * accounts from one address in seconds). Logging in to an existing account is not limited here.
 */
export async function loginWithWechat(
  code: string,
  kind: WechatLoginKind,
  address: string,
  locale?: Locale,
): Promise<SessionResult> {
  const identity = await wechatProvider().exchangeCode(code, kind);
  const where = kind === "mini" ? { miniOpenId: identity.openId } : { openId: identity.openId };
  await dbReady();
  const existing = await db.user.findFirst({
    where: { ...where, deletedAt: null },
    select: { id: true, tokenVersion: true },
  });
  if (existing) return { session: await sessionFor(existing, locale), created: false };
  const limit = await consumeRateLimit(registerRule(address));
  if (!limit.allowed) throw rateLimitedError("RATE_LIMITED", limit);
  try {
    const user = await db.user.create({
      data: {
        ...where,
        nickname: (identity.nickname ?? "").slice(0, 20) || `wx_${identity.openId.slice(-6)}`,
        avatar: identity.avatar ?? "",
      },
      select: { id: true, tokenVersion: true },
    });
    return { session: await sessionFor(user, locale), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const user = await db.user.findFirstOrThrow({
      where: { ...where, deletedAt: null },
      select: { id: true, tokenVersion: true },
    });
    return { session: await sessionFor(user, locale), created: false };
  }
}

export type UserInfo = z.output<typeof userInfoSchema>;

export async function getUserInfo(userId: number): Promise<UserInfo> {
  await dbReady();
  const user = await db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { id: true, username: true, phone: true, nickname: true, avatar: true, points: true, passwordHash: true },
  });
  if (!user) throw new ApiError("UNAUTHORIZED", { key: "TOKEN_INVALID" });
  const { passwordHash, ...rest } = user;
  return { ...rest, avatar: rest.avatar || DEFAULT_AVATAR, hasPassword: Boolean(passwordHash) };
}

export async function editUserInfo(userId: number, input: EditUserInfoInput): Promise<UserInfo> {
  if (input.avatar && !(await isOwnUploadUrl(userId, input.avatar)))
    throw new ApiError("BAD_REQUEST", { key: "AVATAR_NOT_UPLOADED" });
  await dbReady();
  await db.user.update({
    where: { id: userId },
    data: {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    },
  });
  return getUserInfo(userId);
}

/** Checks the account password, counting wrong guesses (the caller holds a token, not the password). */
async function checkPasswordOrThrow(userId: number, passwordHash: string, password: string): Promise<void> {
  const rule = passwordCheckRule(userId);
  const limit = await consumeRateLimit(rule);
  if (!limit.allowed) throw rateLimitedError("RATE_LIMITED", limit);
  // 403, not 401: a wrong password here must not log the shopper out.
  if (!(await verifyPassword(password, passwordHash))) throw new ApiError("FORBIDDEN", { key: "WRONG_PASSWORD" });
  await resetRateLimit(rule.key);
}

/** Changes the password and bumps the token version, so every other session stops working. */
export async function editPassword(userId: number, input: EditPasswordInput): Promise<Session> {
  await dbReady();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!user.passwordHash) throw new ApiError("CONFLICT", { key: "NO_PASSWORD_SET" });
  await checkPasswordOrThrow(userId, user.passwordHash, input.oldPassword);
  const updated = await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.newPassword), tokenVersion: { increment: 1 } },
    select: { id: true, tokenVersion: true },
  });
  return sessionFor(updated);
}

/**
 * Cancels the account: personal data goes (profile, phone, addresses, cart, favourites, messages,
 * points, unused coupons, uploads), orders stay for the books without the shopper or the receiver,
 * and the token version moves on so the old token stops working. Refused while an order is unpaid
 * or on its way.
 */
export async function cancelAccount(userId: number, input: CancelAccountInput): Promise<z.output<typeof okSchema>> {
  await dbReady();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, phone: true } });
  if (user.passwordHash) {
    if (input.password === undefined) throw new ApiError("VALIDATION", { key: "PASSWORD_REQUIRED" });
    await checkPasswordOrThrow(userId, user.passwordHash, input.password);
  } else if (user.phone) {
    if (input.code === undefined) throw new ApiError("VALIDATION", { key: "CODE_REQUIRED" });
    await verifySmsCode(user.phone, input.code);
  }
  const openOrders = await db.order.count({
    where: { userId, status: { in: [WAITING_FOR_PAYMENT, WAITING_TO_SHIP, WAITING_TO_RECEIVE] } },
  });
  if (openOrders > 0) throw new ApiError("CONFLICT", { key: "ORDERS_IN_PROGRESS" });

  const uploads = await db.upload.findMany({ where: { userId }, select: { provider: true, fileId: true } });
  // One transaction; PrismaPromises are lazy, so the steps run in order as they are awaited.
  await writeTransaction(async (tx) => {
    for (const step of [
      tx.cartItem.deleteMany({ where: { userId } }),
      tx.address.deleteMany({ where: { userId } }),
      tx.favorite.deleteMany({ where: { userId } }),
      // Notices stop and the message centre goes with the account (docs/decisions/046-notices.md).
      tx.noticeSubscription.deleteMany({ where: { userId } }),
      tx.message.deleteMany({ where: { userId } }),
      tx.consultMessage.deleteMany({ where: { userId } }),
      tx.dailySignIn.deleteMany({ where: { userId } }),
      tx.pointsEntry.deleteMany({ where: { userId } }),
      tx.userCoupon.deleteMany({ where: { userId, order: { is: null } } }),
      tx.upload.deleteMany({ where: { userId } }),
      tx.order.updateMany({
        where: { userId },
        data: { userId: null, receiverName: "", receiverPhone: "", receiverAddress: "" },
      }),
      ...(user.phone ? [tx.smsCode.deleteMany({ where: { phone: user.phone } })] : []),
      tx.user.update({
        where: { id: userId },
        data: {
          username: null,
          passwordHash: null,
          phone: null,
          openId: null,
          miniOpenId: null,
          nickname: "",
          avatar: "",
          points: 0,
          deletedAt: new Date(),
          tokenVersion: { increment: 1 },
        },
      }),
    ])
      await step;
  });
  await Promise.all(uploads.map((u) => removeStoredFile(u.provider, u.fileId)));
  return { ok: true };
}
