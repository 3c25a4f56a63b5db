// Writes the browser's route tables from the endpoint registries (lib/api/client-routes.ts): the shop's
// (lib/client/api-routes.generated.ts) and the back office's (lib/admin-client/api-routes.generated.ts).
import fs from "node:fs";
import path from "node:path";
import { endpoints } from "@/lib/api/endpoints";
import { adminEndpoints } from "@/lib/api/admin-endpoints";
import {
  ADMIN_CLIENT_ROUTES_FILE,
  CLIENT_ROUTES_FILE,
  renderAdminClientRoutes,
  renderClientRoutes,
} from "@/lib/api/client-routes";

async function main() {
  for (const [file, text] of [
    [CLIENT_ROUTES_FILE, renderClientRoutes(endpoints)],
    [ADMIN_CLIENT_ROUTES_FILE, await renderAdminClientRoutes(adminEndpoints)],
  ] as const) {
    const target = path.resolve(import.meta.dirname, "..", file);
    fs.writeFileSync(target, text);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}

void main();
