// The demo shopper (README: demo_user / demo123456). Found by username: created once with a welcome
// points entry (User.points always equals the sum of the ledger) and a default address. A re-seed never
// touches the shopper's orders, cart, coupons or points; it only restores the documented password if it
// was changed, and fills an emptied nickname or avatar.
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { mediaUrl } from "../../lib/media";
import { SEED_TRANSACTION } from "./sync";
import { DEMO_SHOPPER_USERNAME } from "../../lib/shop-marks";

export const DEMO_USER = {
  username: DEMO_SHOPPER_USERNAME,
  password: "demo123456",
  nickname: "演示用户",
  phone: "13800138000",
  points: 200,
  avatar: mediaUrl("avatar", "default"),
} as const;

const BCRYPT_COST = 10;

export async function seedDemoUser(client: PrismaClient, log: (message: string) => void): Promise<void> {
  const existing = await client.user.findUnique({
    where: { username: DEMO_USER.username },
    select: { id: true, passwordHash: true, nickname: true, avatar: true },
  });

  if (existing) {
    const passwordOk = existing.passwordHash ? await bcrypt.compare(DEMO_USER.password, existing.passwordHash) : false;
    const data = {
      ...(passwordOk
        ? {}
        : { passwordHash: await bcrypt.hash(DEMO_USER.password, BCRYPT_COST), tokenVersion: { increment: 1 } }),
      ...(existing.nickname ? {} : { nickname: DEMO_USER.nickname }),
      ...(existing.avatar ? {} : { avatar: DEMO_USER.avatar }),
    };
    if (Object.keys(data).length > 0) {
      await client.user.update({ where: { id: existing.id }, data });
      log(
        `demo shopper ${DEMO_USER.username}: restored ${Object.keys(data)
          .filter((k) => k !== "tokenVersion")
          .join(", ")}`,
      );
    }
    return;
  }

  const passwordHash = await bcrypt.hash(DEMO_USER.password, BCRYPT_COST);
  // Someone may have registered the demo phone number by SMS login; the demo account then goes without.
  const phoneTaken = (await client.user.count({ where: { phone: DEMO_USER.phone } })) > 0;
  await client.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        username: DEMO_USER.username,
        passwordHash,
        nickname: DEMO_USER.nickname,
        phone: phoneTaken ? null : DEMO_USER.phone,
        avatar: DEMO_USER.avatar,
        points: DEMO_USER.points,
      },
      select: { id: true },
    });
    await tx.pointsEntry.create({
      data: { userId: user.id, delta: DEMO_USER.points, reason: "welcome", refKey: `seed:welcome:${user.id}` },
    });
    await tx.address.create({
      data: {
        userId: user.id,
        name: "演示用户",
        phone: DEMO_USER.phone,
        province: "上海市",
        city: "上海市",
        district: "黄浦区",
        detail: "人民大道 100 号 8 楼",
        isDefault: true,
      },
    });
  }, SEED_TRANSACTION);
  log(`demo shopper ${DEMO_USER.username} created`);
}
