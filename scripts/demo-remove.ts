// Removes the demo's data from a shop's database (README "Run a real shop"; docs/decisions/033-go-live.md):
// the demo catalogue and what the seed wrote beside it, the demo shopper with their orders, and the
// demo's back-office owner (lib/services/shop/demo.ts). Refused, changing nothing, when orders of real
// shoppers hold demo goods. Audited as `cli:<os user>`; `npm start` does not seed this database again.
//
//   npm run demo:remove
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { toErrorResponse } from "../lib/api/errors";
import { ApiError } from "../lib/domain/errors";
import { DATA_DIR } from "../lib/env";
import { demoFootprint } from "../prisma/seed-data";
import { DEMO_PASSWORD_FILE } from "../lib/services/staff";
import { demoDataPresent, removeDemoData } from "../lib/services/shop";
import { cliActor } from "./cli-actor";

async function main() {
  if (!(await demoDataPresent())) {
    console.log("No demo data in this database: nothing to remove.");
    return;
  }
  const removed = await removeDemoData(demoFootprint(), cliActor);
  // The demo owner's password file goes with the account.
  fs.rmSync(path.join(DATA_DIR, DEMO_PASSWORD_FILE), { force: true });
  console.log(
    `Removed the demo: ${removed.products} products, ${removed.categories} categories, ${removed.shoppers} demo shopper(s) with ${removed.orders} order(s), ${removed.operators} demo operator(s).`,
  );
  if (removed.keptCategories || removed.keptShops)
    console.log(
      `Kept ${removed.keptCategories} demo categories and ${removed.keptShops} demo shops that your own products still use: rename them in the console.`,
    );
}

main()
  .catch((error: unknown) => {
    if (error instanceof ApiError || error instanceof z.ZodError) {
      console.error(`demo:remove refused: ${toErrorResponse(error, "en").body.message}`);
    } else console.error(`demo:remove failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
