// The regions migration (docs/decisions/030-regions.md) turns the mainland numbers a shop already has
// into E.164 on the engine this run tests: accounts, addresses, the receivers of orders and SMS codes,
// from a database migrated up to the migration before it; what is not an 11-digit number (a pick-up
// point's landline copied to its orders, a cancelled account's blank) stays as it is, and the
// addresses become mainland ones.
import { expect, it } from "vitest";
import { migrationsBefore, migrationsDir, scratch } from "@/tests/helpers/migration-scratch";

const now = "CURRENT_TIMESTAMP";
const legacy = `
INSERT INTO "User" ("id", "phone", "nickname", "updatedAt") VALUES (1, '13812345678', '138****5678', ${now}), (2, NULL, 'x', ${now});
INSERT INTO "Address" ("id", "userId", "name", "phone", "province", "city", "district", "detail", "updatedAt")
  VALUES (1, 1, '张三', '13812345678', '广东省', '深圳市', '南山区', '科技园路 1 号', ${now}),
         (2, 1, '李四', '13900001111', '北京市', '北京市', '朝阳区', '建国路 88 号', ${now});
INSERT INTO "Order" ("id", "orderNo", "userId", "status", "itemsAmount", "freightAmount", "totalAmount", "receiverPhone", "expiresAt", "updatedAt")
  VALUES (1, 'A000000000000000000000001', 1, 500, 100, 0, 100, '13812345678', ${now}, ${now}),
         (2, 'A000000000000000000000002', 1, 500, 100, 0, 100, '0755-12345678', ${now}, ${now}),
         (3, 'A000000000000000000000003', NULL, 10, 100, 0, 100, '', ${now}, ${now});
INSERT INTO "SmsCode" ("id", "phone", "codeHash", "expiresAt") VALUES (1, '13812345678', 'h', ${now});
`;

it("stores the mainland numbers shops already have in E.164", { timeout: 60_000 }, async () => {
  const { before, target } = migrationsBefore(migrationsDir(), "_regions");
  const db = await scratch();
  try {
    for (const sql of before) await db.exec(sql);
    await db.exec(legacy);
    await db.exec(target);
    expect(await db.rows(`SELECT "id", "phone" FROM "User" ORDER BY "id"`)).toEqual([
      { id: 1, phone: "+8613812345678" },
      { id: 2, phone: null },
    ]);
    expect(await db.rows(`SELECT "id", "phone", "region", "postalCode" FROM "Address" ORDER BY "id"`)).toEqual([
      { id: 1, phone: "+8613812345678", region: "CN", postalCode: "" },
      { id: 2, phone: "+8613900001111", region: "CN", postalCode: "" },
    ]);
    expect(await db.rows(`SELECT "id", "receiverPhone" FROM "Order" ORDER BY "id"`)).toEqual([
      { id: 1, receiverPhone: "+8613812345678" },
      { id: 2, receiverPhone: "0755-12345678" },
      { id: 3, receiverPhone: "" },
    ]);
    expect(await db.rows(`SELECT "phone" FROM "SmsCode"`)).toEqual([{ phone: "+8613812345678" }]);
  } finally {
    await db.close();
  }
});
