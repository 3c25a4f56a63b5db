// The browser's route table is the registry's: regenerate it when an endpoint is added or moved.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/api/endpoints";
import { adminEndpoints } from "@/lib/api/admin-endpoints";
import { endpoint } from "@/lib/api/endpoint";
import {
  ADMIN_CLIENT_ROUTES_FILE,
  CLIENT_ROUTES_DIR,
  renderAdminClientRoutes,
  renderClientRoutes,
} from "./client-routes";

describe("client route table", () => {
  it("is current (else run `npx tsx scripts/api-routes.ts`)", async () => {
    const dir = path.resolve(import.meta.dirname, "../..", CLIENT_ROUTES_DIR);
    const expected = renderClientRoutes(endpoints);
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".generated.ts"))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    for (const [name, text] of Object.entries(expected))
      expect(fs.readFileSync(path.join(dir, name), "utf8"), name).toBe(text);
    const admin = fs.readFileSync(path.resolve(import.meta.dirname, "../..", ADMIN_CLIENT_ROUTES_FILE), "utf8");
    expect(admin).toBe(await renderAdminClientRoutes(adminEndpoints));
  });

  it("names each route after its domain and operation", () => {
    const ping = endpoint({
      method: "GET",
      path: "/api/v1/ping",
      summary: "",
      tag: "",
      auth: "none",
      response: {} as never,
    });
    expect(renderClientRoutes({ cart: { listAll: ping } })["cart.generated.ts"]).toContain(
      'export const cartListAll = "GET /api/v1/ping" satisfies Route;',
    );
  });
});
