// What the command lines read from a person (scripts/operator.ts, scripts/setup.ts): a password from
// standard input, never from arguments (which end up in shell history and `ps`), and answers to
// questions on a terminal.
import readline from "node:readline/promises";
import { z } from "zod";

/** One line from standard input; on a terminal, asked for without echoing it. */
export async function readPassword(prompt: string): Promise<string> {
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

/** A question on the terminal; the answer trimmed, or `fallback` when the answer is empty. */
export async function ask(question: string, fallback = ""): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = (await rl.question(fallback ? `${question} [${fallback}]: ` : `${question}: `)).trim();
    return answer || fallback;
  } finally {
    rl.close();
  }
}

/** Parsed as a named field, so a refusal names it ("Password must have ..."). */
export function field<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  return z.object({ [name]: schema }).parse({ [name]: value })[name] as z.output<S>;
}
