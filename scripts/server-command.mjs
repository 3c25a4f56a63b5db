// How every tool starts the production server, server.ts (our entry in front of Next:
// lib/server/entry.ts): `npm start` and `npm run serve` (package.json), the e2e server, the crash,
// fault and two-process suites, Lighthouse and the benchmarks. One process: Node with tsx's loader, so
// that a signal or a SIGKILL reaches the server itself.
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

/** Node's arguments that run the server with `args` (`-p port`, `-H hostname`, `--keepAliveTimeout ms`). */
export function serverArgs(args = []) {
  const loader = pathToFileURL(path.join(root, "node_modules", "tsx", "dist", "loader.mjs")).href;
  return ["--import", loader, path.join(root, "server.ts"), ...args];
}
