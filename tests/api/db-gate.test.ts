// The shared connection must not let a standalone statement slip into another request's open
// transaction: there it would see uncommitted rows and be rolled back with it (lib/db.ts).
import { expect, it } from "vitest";
import { db, writeTransaction } from "@/lib/db";
import { createUser } from "@/tests/helpers/users";

it("keeps a standalone write out of a concurrent transaction that rolls back", async () => {
  const { user } = await createUser();
  let txOpen!: () => void;
  const opened = new Promise<void>((resolve) => (txOpen = resolve));

  const failing = writeTransaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { nickname: "uncommitted" } });
    txOpen();
    await new Promise((r) => setTimeout(r, 50));
    throw new Error("roll back");
  }).catch((error: Error) => error);
  await opened;
  // Issued while the transaction is open; it must neither see its rows nor be undone with them.
  const [seen, written] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: user.id }, select: { nickname: true } }),
    db.user.update({ where: { id: user.id }, data: { points: 42 } }),
  ]);
  expect((await failing).message).toBe("roll back");

  expect(seen.nickname).toBe("Tester");
  expect(written.points).toBe(42);
  const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(after).toMatchObject({ points: 42, nickname: "Tester" });
});
