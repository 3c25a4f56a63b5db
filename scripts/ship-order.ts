// Operator CLI for orders (README, "Operators"). Uses the same database as the app (DATABASE_URL or
// data/mall.db) and the same service functions, so the status rules are the app's own.
//
//   npx tsx scripts/ship-order.ts list
//   npx tsx scripts/ship-order.ts ship <orderId|orderNo> ["first trajectory note"] [--courier 顺丰速运 --waybill SF1234567890] [--location 深圳] [--lat 22.54 --lng 113.95]
//   npx tsx scripts/ship-order.ts track <orderId|orderNo> "note" [--location 广州] [--lat 23.13 --lng 113.26] [--at 2026-11-22T10:00:00+08:00]
import { parseArgs } from "node:util";
import { ApiError } from "../lib/domain/errors";
import { formatMoney } from "../lib/domain/money";
import { shopCurrency } from "../lib/services/shop";
import { escapeForTerminal as esc } from "../lib/text/control-chars";
import { addTrajectoryPoint, listOrdersToShip, shipOrder, type TrajectoryInput } from "../lib/services/order";
import { cliActor } from "./cli-actor";

const usage = `usage:
  ship-order list
  ship-order ship <orderId|orderNo> ["note"] [--courier <name> --waybill <number>] [--location <text>] [--lat <n> --lng <n>]
  ship-order track <orderId|orderNo> "note" [--location <text>] [--lat <n> --lng <n>] [--at <ISO time>]`;

function pointFrom(
  note: string | undefined,
  values: { location?: string; lat?: string; lng?: string; at?: string },
): TrajectoryInput | undefined {
  if (!note) return undefined;
  const number = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n)) throw new Error(`--${name} must be a number`);
    return n;
  };
  const occurredAt = values.at ? new Date(values.at) : undefined;
  if (occurredAt && Number.isNaN(occurredAt.getTime())) throw new Error("--at must be an ISO date-time");
  return {
    description: note,
    location: values.location,
    lat: number(values.lat, "lat"),
    lng: number(values.lng, "lng"),
    occurredAt,
  };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      courier: { type: "string" },
      waybill: { type: "string" },
      location: { type: "string" },
      lat: { type: "string" },
      lng: { type: "string" },
      at: { type: "string" },
    },
  });
  const [command, ref, note] = positionals;
  if (command === "list") {
    const currency = await shopCurrency();
    // Receiver name and address are shopper-written: escaped so they cannot drive the terminal.
    for (const o of await listOrdersToShip())
      console.log(
        `${o.id}\t${o.orderNo}\t${formatMoney(o.totalAmount, currency, "en")}\t${esc(o.receiverName)} ${esc(o.receiverAddress)}`,
      );
    return;
  }
  if ((command === "ship" || command === "track") && ref) {
    if (command === "ship") {
      const order = await shipOrder(
        ref,
        pointFrom(note, values),
        { courier: values.courier, waybillNo: values.waybill },
        cliActor,
      );
      console.log(
        `shipped order ${order.id} (${order.orderNo}), status ${order.status}${order.waybillNo ? `, ${order.courier} ${order.waybillNo}` : ""}`,
      );
    } else {
      const point = pointFrom(note, values);
      if (!point) throw new Error("track needs a note");
      await addTrajectoryPoint(ref, point, cliActor);
      console.log(`added a trajectory point to order ${ref}`);
    }
    return;
  }
  console.error(usage);
  process.exitCode = 2;
}

main().catch((error) => {
  // ApiError carries a code (NOT_FOUND, CONFLICT) and a message key, e.g. CONFLICT/ORDER_STATUS_CONFLICT.
  if (error instanceof ApiError)
    console.error(`error: ${error.code}${error.detail?.key ? ` (${error.detail.key})` : ""}`);
  else console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
