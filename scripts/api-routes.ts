// Writes the browser's route tables from the endpoint registries (lib/api/client-routes.ts): the shop's
// (lib/client/routes/<domain>.generated.ts) and the back office's (lib/admin-client/api-routes.generated.ts).
import fs from "node:fs";
import path from "node:path";
import { endpoints } from "@/lib/api/endpoints";
import { adminEndpoints } from "@/lib/api/admin-endpoints";
import {
  ADMIN_CLIENT_ROUTES_FILE,
  CLIENT_ROUTES_DIR,
  renderAdminClientRoutes,
  renderClientRoutes,
} from "@/lib/api/client-routes";

async function main() {
  const shop = renderClientRoutes(endpoints);
  const dir = path.resolve(import.meta.dirname, "..", CLIENT_ROUTES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  // A domain that is gone leaves no table behind.
  for (const name of fs.readdirSync(dir))
    if (name.endsWith(".generated.ts") && !(name in shop)) fs.rmSync(path.join(dir, name));
  for (const [file, text] of [
    ...Object.entries(shop).map(([name, text]) => [path.join(CLIENT_ROUTES_DIR, name), text] as const),
    [ADMIN_CLIENT_ROUTES_FILE, await renderAdminClientRoutes(adminEndpoints)] as const,
  ]) {
    const target = path.resolve(import.meta.dirname, "..", file);
    fs.writeFileSync(target, text);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}

void main();
