// A real shop's start (README "Run a real shop"; docs/decisions/033-go-live.md): in an empty database,
// the shop's name, the regions it sells to, its languages, its currency and its first owner — with an authenticator
// secret, shown here once as a QR code — and no demo data. The shop starts closed: visitors see a
// coming-soon page until the owner opens it from the console's launch checklist.
//
//   npm run setup                                   # asks on the terminal
//   npm run setup -- --name "澳門小店" --region MO --region HK --language zh-Hant --language en --currency MOP --owner alice_chan
//                                                   # the owner's password: one line on standard input
//
// Refused in one line when the database was set up already, holds the demo's data, or is otherwise in
// use; it changes nothing then. It runs on the database of DATABASE_URL (or MALL_DATA_DIR/mall.db, else
// data/mall.db), migrating it first.
import { parseArgs } from "node:util";
import { z } from "zod";
import { toErrorResponse } from "../lib/api/errors";
import { ApiError } from "../lib/domain/errors";
import { databaseUrl } from "../lib/env";
import { migrateDatabase } from "../lib/db/migrate";
import { locales } from "../lib/i18n/routing";
import { escapeForTerminal as esc } from "../lib/text/control-chars";
import { operatorPasswordSchema, operatorUsernameSchema } from "../lib/validation/admin";
import { shopRegions, shopSetupSchema } from "../lib/validation/shop";
import { currencies, DEFAULT_CURRENCY, formatMoney } from "../lib/domain/money";
import { setUpShop, setupRefusal } from "../lib/services/shop";
import { cliActor } from "./cli-actor";
import { ask, field, readPassword } from "./cli-input";
import { printAuthenticator } from "./cli-totp";

const usage = `usage: npm run setup -- --name <shop name> --region <${shopRegions.join("|")}> [--region ...]
         [--language <${locales.join("|")}> ...] [--currency <${currencies.join("|")}>] --owner <username>   (password: one line on standard input)
       npm run setup          (on a terminal: asks for each)`;

const regionNames: Record<string, string> = { CN: "mainland China", HK: "Hong Kong", MO: "Macau", TW: "Taiwan" };

/** The currency a shop most likely prices in: that of the first region it names (a Macau shop: MOP). */
function likelyCurrency(regions: string[]): string {
  const own: Record<string, string> = { CN: "CNY", HK: "HKD", MO: "MOP", TW: "TWD" };
  return own[regions[0] ?? ""] ?? DEFAULT_CURRENCY;
}

/** A list option given once with commas or several times: `--region MO,HK` or `--region MO --region HK`. */
const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);

/** The languages a shop of these regions most likely writes in: traditional characters outside the mainland. */
function likelyLanguages(regions: string[]): string[] {
  const out = new Set<string>();
  if (regions.includes("CN")) out.add("zh-Hans");
  if (regions.some((r) => r !== "CN")) out.add("zh-Hant");
  out.add("en");
  return locales.filter((l) => out.has(l));
}

async function answers() {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      region: { type: "string", multiple: true },
      language: { type: "string", multiple: true },
      currency: { type: "string" },
      owner: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const terminal = process.stdin.isTTY === true;
  let { name, owner, currency } = values;
  let regions = list(values.region);
  let languages = list(values.language);
  if (!terminal && (!name || regions.length === 0 || !owner))
    throw new UsageError("--name, --region and --owner are required");
  name ||= await ask("The shop's name");
  if (regions.length === 0)
    regions = list([
      await ask(
        `Where it sells (${shopRegions.map((r) => `${r} ${regionNames[r]}`).join(", ")}; comma-separated)`,
        "CN",
      ),
    ]);
  if (languages.length === 0)
    languages = terminal
      ? list([await ask(`Its shoppers' languages (${locales.join(", ")})`, likelyLanguages(regions).join(","))])
      : likelyLanguages(regions);
  // Asked on a terminal (it cannot change once the shop has an order); with flags, the regions' likely one.
  if (!currency)
    currency = terminal
      ? await ask(`Its currency, fixed once it has an order (${currencies.join(", ")})`, likelyCurrency(regions))
      : likelyCurrency(regions);
  owner ||= await ask("The first owner's username (a letter, then 6-18 letters, digits, _ or -)");
  const shop = shopSetupSchema.parse({ name, regions, languages, currency: currency.trim().toUpperCase() });
  const username = field("username", operatorUsernameSchema, owner);
  return { shop, username, terminal };
}

class UsageError extends Error {}

async function main() {
  const url = databaseUrl();
  await migrateDatabase(url, () => {}, { quiet: true });
  // Before any question: a database that cannot take a new shop is refused at once.
  const refused = await setupRefusal();
  if (refused) throw refused;
  const { shop, username, terminal } = await answers();
  const password = field(
    "password",
    operatorPasswordSchema,
    await readPassword(`password for ${username} (10+ characters): `),
  );
  if (terminal) {
    const again = await readPassword("the same password again: ");
    if (again !== password) throw new UsageError("the two passwords differ");
  }
  const { owner, otpauthUri } = await setUpShop({ ...shop, owner: { username, password } }, cliActor);
  console.log(
    `Set up "${esc(shop.name)}": sells in ${shop.regions.map((r) => regionNames[r]).join(", ")}; languages ${shop.languages.join(", ")}; prices in ${shop.currency} (${formatMoney(12345, shop.currency, "en")}).`,
  );
  console.log(`First owner: ${esc(owner.username)} (logs in with the password and a code of the authenticator app).`);
  await printAuthenticator(otpauthUri);
  console.log(`Next:
  npm run build && npm run serve      # the production server on port 3000 (PORT or -- -p <port> for another)
                                      # until the payment keys are set: MALL_SANDBOX=1 npm run serve
  then log in at /admin/login and work through the launch checklist at /admin/launch.
The shop shows visitors a "coming soon" page until you open it there.`);
}

main()
  .catch((error: unknown) => {
    if (error instanceof ApiError || error instanceof z.ZodError) {
      const { body } = toErrorResponse(error, "en");
      console.error(`setup refused: ${Object.values(body.fields ?? {}).join("; ") || body.message}`);
    } else if (error instanceof UsageError) console.error(`setup refused: ${error.message}\n${usage}`);
    else console.error(`setup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
