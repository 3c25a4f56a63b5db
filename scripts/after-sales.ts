// Operator CLI for after-sales requests (README, "Operators"): list the open ones, approve a return
// (the order closes and the payment is refunded through its provider), reject one, or retry a refund
// the provider has not confirmed. Same database and service functions as the app.
//
//   npx tsx scripts/after-sales.ts list
//   npx tsx scripts/after-sales.ts approve <afterSaleId> "reason shown to the shopper"
//   npx tsx scripts/after-sales.ts reject <afterSaleId> "reason shown to the shopper"
//   npx tsx scripts/after-sales.ts retry <afterSaleId>
import { ApiError } from "../lib/domain/errors";
import { formatMoney } from "../lib/domain/money";
import { shopCurrency } from "../lib/services/shop";
import { approveReturn, listOpenAfterSales, rejectReturn, retryRefund } from "../lib/services/after-sales";
import { cliActor } from "./cli-actor";

const usage = `usage:
  after-sales list
  after-sales approve <afterSaleId> "reason"
  after-sales reject <afterSaleId> "reason"
  after-sales retry <afterSaleId>`;

async function main() {
  const [command, ref, note] = process.argv.slice(2);
  const id = Number(ref);
  if (command === "list") {
    const currency = await shopCurrency();
    for (const r of await listOpenAfterSales()) {
      // The units asked for: the whole order, or "name (SKU) ×n" per item.
      const units =
        r.scope === "order"
          ? "whole order"
          : r.items.map((i) => `${i.orderItem.name} (${i.orderItem.skuName}) ×${i.quantity}`).join("; ");
      const why = r.description ? `${r.reason}: ${r.description}` : r.reason;
      console.log(
        `${r.id}\t${r.type}\t${r.status}\torder ${r.orderId} (${r.order.orderNo})\t${formatMoney(r.amount, currency, "en")}\t${units}\t${why}`,
      );
    }
    return;
  }
  if (!Number.isInteger(id) || id <= 0) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  if ((command === "approve" || command === "reject") && !note?.trim()) throw new Error(`${command} needs a reason`);
  if (command === "approve") console.log(`after-sale ${id}: ${await approveReturn(id, note, cliActor)}`);
  else if (command === "reject") console.log(`after-sale ${id}: ${await rejectReturn(id, note, cliActor)}`);
  else if (command === "retry") console.log(`after-sale ${id}: ${await retryRefund(id, cliActor)}`);
  else {
    console.error(usage);
    process.exitCode = 2;
  }
}

main().catch((error) => {
  if (error instanceof ApiError)
    console.error(`error: ${error.code}${error.detail?.key ? ` (${error.detail.key})` : ""}`);
  else console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
