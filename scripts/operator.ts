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

const usage = `usage:
  operator create <username> --role <${roles.join("|")}>   (password: one line on standard input)
  operator list
  operator disable <username> [--reason <text>]
  operator enable <username>
  operator reset <username> [--totp]                        (new password: one line on standard input)`;

const actor = cliActor;

/** One line from standard input; on a terminal, asked for without echoing it. */
async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = "";
    for await (const chunk of stdin) {
      text += String(chunk);
      if (text.includes("\n")) break;
    }
    return text.split(/\r?\n/)[0];
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  let line = "";
  try {
    for await (const chunk of stdin) {
      for (const ch of String(chunk)) {
        if (ch === "\r" || ch === "\n") return line;
        if (ch === "\u0003") throw new Error("cancelled");
        if (ch === "\u007f" || ch === "\b") line = line.slice(0, -1);
        else line += ch;
      }
    }
    return line;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write("\n");
  }
}

/** Parsed as a named field, so a refusal names it ("Password must have ..."). */
function field<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  return z.object({ [name]: schema }).parse({ [name]: value })[name] as z.output<S>;
}

const show = (o: OperatorSummary) =>
  `${o.id}\t${esc(o.username)}\t${o.roles.join(",") || "-"}\t${o.disabled ? "disabled" : "enabled"}\t${o.totp ? "totp" : "no totp"}${o.demo ? "\tdemo" : ""}`;

function printTotp(uri: string | null) {
  if (!uri) return;
  console.log("TOTP: add this to an authenticator app now; it is not shown again:");
  console.log(uri);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, reason: { type: "string" }, totp: { type: "boolean" } },
  });
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
    printTotp(otpauthUri);
  } else if (command === "reset") {
    const password = field("password", operatorPasswordSchema, await readPassword(`new password for ${username}: `));
    const { operator, otpauthUri, sessionsEnded } = await resetOperatorCredentials(username, password, actor, {
      newTotp: values.totp,
    });
    console.log(`reset ${show(operator)}; ${sessionsEnded} session(s) ended`);
    printTotp(otpauthUri);
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
