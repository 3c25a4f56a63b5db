// Fails when prisma/schema.prisma was changed without a migration (or a migration edited by hand
// no longer matches the schema). Fix with `npm run db:new-migration -- <name>`.
import { expect, it } from "vitest";
import { migrationDiff } from "@/scripts/migration-diff";

// Four Prisma commands one after another: 7.5 s alone, 73 s beside the whole run on a slow machine.
it("migrations produce exactly prisma/schema.prisma", () => {
  const { sql, empty } = migrationDiff();
  expect(empty, sql).toBe(true);
}, 180_000);
