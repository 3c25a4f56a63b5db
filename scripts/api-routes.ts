// Writes lib/client/api-routes.generated.ts from the endpoint registry (lib/api/client-routes.ts).
import fs from "node:fs";
import path from "node:path";
import { endpoints } from "@/lib/api/endpoints";
import { CLIENT_ROUTES_FILE, renderClientRoutes } from "@/lib/api/client-routes";

const file = path.resolve(import.meta.dirname, "..", CLIENT_ROUTES_FILE);
fs.writeFileSync(file, renderClientRoutes(endpoints));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
