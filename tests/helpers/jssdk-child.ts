// A stand-in app process for tests/api/share-jssdk.test.ts: connects to the database DATABASE_URL
// names, says "ready", and on "go" (a line on stdin) asks for the JS-SDK ticket argv[2] times at once,
// as that many requests would; prints the tickets it got as JSON and exits.
import readline from "node:readline";
import { dbReady } from "@/lib/db";
import { jsapiTicket, wechatServerApi } from "@/lib/services/share";

async function main() {
  const calls = Number(process.argv[2] ?? 1);
  await dbReady();
  console.log("ready");
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() !== "go") continue;
    const api = wechatServerApi();
    const tickets = await Promise.all(Array.from({ length: calls }, () => jsapiTicket(api)));
    console.log(JSON.stringify({ tickets }));
    process.exit(0);
  }
}

main().catch((error: unknown) => {
  // On stdout, so the test's failure message says why.
  console.log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (error && typeof error === "object" && "code" in error) console.log(`code: ${String(error.code)}`);
  process.exit(1);
});
