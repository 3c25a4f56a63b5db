// How every tool starts the production server (scripts/serve.mjs running server.ts, our entry in front
// of Next: lib/server/entry.ts): `npm start` and `npm run serve` (package.json), the e2e server, the
// crash, fault and two-process suites, Lighthouse and the benchmarks.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Node's arguments that run the server with `args` (`-p port`, `-H hostname`, `--keepAliveTimeout ms`). */
export function serverArgs(args = []) {
  return [path.join(root, "scripts", "serve.mjs"), ...args];
}
