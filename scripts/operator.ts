// Back-office staff accounts from the command line (README, "Back office"), on the app's database
// (DATABASE_URL or data/mall.db), through the same services as the console. Changes are audited as
// `cli:<os user>`. Passwords are read from standard input, one line (10+ characters), never from
// arguments (which end up in shell history and `ps`).
//
//   npm run operator -- create <username> --role <role>   # owner and finance: prints an otpauth:// URI once
//   npm run operator -- list
//   npm run operator -- disable <username> [--reason <text>]
//   npm run operator -- enable <username>
//   npm run operator -- reset <username> [--totp]        # new password from stdin; --totp: new TOTP secret
import { parseArgs } from "node:util";
import { z } from "zod";
import { ApiError } from "../lib/domain/errors";
import { databaseUrl } from "../lib/env";
import { migrateIfNew } from "../lib/db/migrate";
import { toErrorResponse } from "../lib/api/errors";
import { escapeForTerminal as esc } from "../lib/text/control-chars";
import { operatorPasswordSchema, operatorUsernameSchema, roleSchema } from "../lib/validation/admin";
import { roles } from "@/lib/domain/permissions";
import {
  createOperator,
  listOperators,
  resetOperatorCredentials,
  setOperatorDisabled,
  type OperatorSummary,
} from "../lib/services/staff";
import { cliActor } from "./cli-actor";
import { field, readPassword } from "./cli-input";
import { printAuthenticator } from "./cli-totp";

const usage = `usage:
  operator create <username> --role <${roles.join("|")}>   (password: one line on standard input)
  operator list
  operator disable <username> [--reason <text>]
  operator enable <username>
  operator reset <username> [--totp]                        (new password: one line on standard input)`;

const actor = cliActor;

const show = (o: OperatorSummary) =>
  `${o.id}\t${esc(o.username)}\t${o.roles.join(",") || "-"}\t${o.disabled ? "disabled" : "enabled"}\t${o.totp ? "totp" : "no totp"}${o.demo ? "\tdemo" : ""}`;

async function printTotp(uri: string | null) {
  if (uri) await printAuthenticator(uri);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, reason: { type: "string" }, totp: { type: "boolean" } },
  });
  // The README's first owner may be created before the shop ever started: a fresh data folder has no tables.
  await migrateIfNew(databaseUrl());
  const [command, name] = positionals;
  if (command === "list") {
    for (const o of await listOperators()) console.log(show(o));
    return;
  }
  if (!name || !["create", "disable", "enable", "reset"].includes(command)) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const username = field("username", operatorUsernameSchema, name);
  if (command === "create") {
    const role = field("role", roleSchema, values.role);
    const password = field("password", operatorPasswordSchema, await readPassword(`password for ${username}: `));
    const { operator, otpauthUri } = await createOperator({ username, password, role }, actor);
    console.log(`created ${show(operator)}`);
    await printTotp(otpauthUri);
  } else if (command === "reset") {
    const password = field("password", operatorPasswordSchema, await readPassword(`new password for ${username}: `));
    const { operator, otpauthUri, sessionsEnded } = await resetOperatorCredentials(username, password, actor, {
      newTotp: values.totp,
    });
    console.log(`reset ${show(operator)}; ${sessionsEnded} session(s) ended`);
    await printTotp(otpauthUri);
  } else {
    const operator = await setOperatorDisabled(username, command === "disable", actor, values.reason ?? "");
    console.log(`${command}d ${show(operator)}`);
  }
}

main()
  .catch((error) => {
    if (error instanceof ApiError || error instanceof z.ZodError) {
      const { body } = toErrorResponse(error, "en");
      console.error(`error: ${body.code}: ${Object.values(body.fields ?? {}).join("; ") || body.message}`);
    } else console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
