// Operators answer shoppers' consult questions from the command line (README, "Operators"):
//   npm run consult -- list                      threads waiting for an answer, oldest first
//   npm run consult -- show <userId> [count]     the last messages of one shopper's thread
//   npm run consult -- reply <userId> <text...>  answer as the shop's service (the shopper sees it unread)
// Works on the same database as the app (DATABASE_URL, default data/mall.db); safe while it runs.
import { answerConsult, listOpenThreads, readThread } from "@/lib/services/engagement";
import { cliActor } from "./cli-actor";
import { formatDateTime } from "@/lib/format/date";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { escapeForTerminal as esc } from "@/lib/text/control-chars";

const usage = `Usage:
  npm run consult -- list
  npm run consult -- show <userId> [count]
  npm run consult -- reply <userId> <text...>`;

function userIdArg(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Not a user id: ${value ?? "(missing)"}\n${usage}`);
  return id;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "list") {
    const threads = await listOpenThreads();
    if (threads.length === 0) return console.log("No questions are waiting.");
    for (const t of threads) {
      // Shopper-written text is escaped: control characters must not drive the operator's terminal.
      console.log(
        `user ${t.userId} (${esc(t.username ?? t.nickname)}) — ${t.waiting} waiting, last ${formatDateTime(t.lastAt)}: ${esc(t.lastContent)}`,
      );
    }
    return;
  }
  if (command === "show") {
    const messages = await readThread(userIdArg(rest[0]), rest[1] ? Number(rest[1]) : 20);
    if (messages.length === 0) return console.log("No messages.");
    for (const m of messages) {
      const product = m.product ? ` [product ${m.product.id}: ${esc(m.product.name)}]` : "";
      console.log(
        `${formatDateTime(m.createdAt)} ${m.sender === "service" ? "SERVICE" : "SHOPPER"}${m.readAt ? "" : " (unread)"}${product}: ${esc(m.content)}`,
      );
    }
    return;
  }
  if (command === "reply") {
    const userId = userIdArg(rest[0]);
    const text = rest.slice(1).join(" ");
    const sent = await answerConsult(userId, text, cliActor);
    console.log(`Answered user ${userId} (message ${sent.id}).`);
    return;
  }
  throw new Error(usage);
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    // ApiError messages are codes; the key says what was wrong (e.g. CONSULT_EMPTY, NOT_FOUND).
    console.error(
      error instanceof ApiError
        ? `${error.code}${error.detail?.key ? ` ${error.detail.key}` : ""}`
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
