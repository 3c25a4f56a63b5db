// Every endpoint of /api/v1/openapi.json called with generated bad input, anonymous, with a real
// user's token and with a forged token: never a 5xx, every 4xx in the { code, message, fields? } form.
// REL_ITERATIONS (default 3; `npm run test:reliability` uses more) adds seeded random cases.
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { testSmsCodeEndpoint } from "@/lib/api/endpoints/account";
import type { EndpointDef } from "@/lib/api/endpoint";
import { createUser } from "@/tests/helpers/users";
import { bodyCases, queryCases, hostileStrings, type Case, type JsonSchema } from "./fuzz-values";
import { contractViolation, loadRoute, routeFilesOnDisk, send } from "./http";

// Paths on disk that are deliberately not in the public API description.
const UNDOCUMENTED: Record<string, string> = {
  "/api/v1/openapi.json": "the description itself",
  "/api/v1/test/sms-code": "test mode only (404 otherwise); fuzzed below from its own definition",
};

const schemaOf = (s: z.ZodType | undefined) =>
  s ? (z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as JsonSchema) : undefined;

function pathVariants(path: string): string[] {
  if (!path.includes("{")) return [path];
  // The only templated path is the payment notification's provider.
  return ["wechat", "alipay", "icbc", "sandbox", "nope", encodeURIComponent(hostileStrings[7])].map((p) =>
    path.replace(/\{\w+\}/, p),
  );
}

function extraCases(def: EndpointDef): Case[] {
  if (def.path.includes("payment-notify"))
    return [
      { label: "xml garbage", body: "<xml><return_code>SUCCESS</return_code><out_trade_no>' OR 1=1</out_trade_no>" },
      {
        label: "xml entity",
        body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaa">]><xml><a>&a;&a;</a></xml>',
      },
      { label: "form", body: "out_trade_no=1&total_fee=-1&sign=x&trade_status=TRADE_SUCCESS" },
      { label: "form huge", body: "a=" + "x".repeat(200_000) },
    ];
  if (def.path.endsWith("/upload"))
    return [
      { label: "multipart no boundary", body: "--x\r\n\r\n" },
      {
        label: "multipart text file",
        body: '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--B--\r\n',
      },
      {
        label: "multipart bad category",
        body: '--B\r\nContent-Disposition: form-data; name="categoryId"\r\n\r\n../../x\r\n--B--\r\n',
      },
      { label: "multipart truncated", body: '--B\r\nContent-Disposition: form-data; name="file"; filename="a' },
    ];
  return [];
}

/** The media type an extra case goes as: what the endpoint declares, so the case reaches its handler (else 415). */
const mediaOf = (label: string): Record<string, string> | undefined => {
  if (label.startsWith("multipart")) return { "content-type": "multipart/form-data; boundary=B" };
  if (/^xml /.test(label)) return { "content-type": "text/xml" };
  if (/^form( |$)/.test(label)) return { "content-type": "application/x-www-form-urlencoded" };
  return undefined;
};

const counts = { endpoints: 0, calls: 0, byStatus: {} as Record<number, number> };
afterAll(() =>
  console.log(
    `[fuzz] ${counts.endpoints} endpoints, ${counts.calls} calls, statuses ${JSON.stringify(counts.byStatus)}`,
  ),
);

describe("every endpoint is fuzzed", () => {
  it("every route file under app/api/v1 is in the OpenAPI description (or deliberately listed as undocumented)", () => {
    const documented = new Set<string>(allEndpoints.map((e) => e.path));
    const escaped = routeFilesOnDisk().filter((p) => !documented.has(p) && !(p in UNDOCUMENTED));
    expect(escaped).toEqual([]);
    // And the other way round: every documented path has its route file with the documented method.
    for (const p of Object.keys(UNDOCUMENTED)) expect(routeFilesOnDisk()).toContain(p);
  });

  const defs: EndpointDef[] = [...allEndpoints, testSmsCodeEndpoint];
  defs.forEach((def, index) => {
    it(`${def.method} ${def.path}`, { timeout: 600_000 }, async () => {
      const mod = await loadRoute(def.path);
      const fn = mod[def.method];
      expect(typeof fn, `route file exports ${def.method}`).toBe("function");
      const route = fn as (req: Request) => Promise<Response>;
      const seed = 1000 + index;
      const query = def.query ? queryCases(schemaOf(def.query), seed) : queryCases(undefined, seed).slice(0, 2);
      const bodies = def.method === "POST" ? [...bodyCases(schemaOf(def.body), seed), ...extraCases(def)] : [];
      const { token } = await createUser();
      const forged = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
      const failures: string[] = [];
      counts.endpoints++;
      const run = async (path: string, c: Case, auth: string, tok?: string) => {
        const url = c.query ? `${path}?${c.query}` : path;
        const headers = mediaOf(c.label);
        let violation: string | null;
        try {
          const res = await send(route, def.method, url, { token: tok, body: c.body, headers });
          counts.calls++;
          counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
          violation = contractViolation(res);
        } catch (error) {
          violation = `threw ${String(error)}`;
        }
        if (violation) failures.push(`[${auth}] ${c.label}: ${violation}`);
      };
      for (const path of pathVariants(def.path)) {
        const cases = def.method === "POST" ? [...bodies, ...query.slice(1, 2)] : query;
        for (const c of cases) {
          await run(path, c, "user", token);
          await run(path, c, "anonymous");
        }
        // A forged token is refused before any input is read, so a few cases are enough.
        for (const c of cases.slice(0, 3)) await run(path, c, "forged token", forged);
      }
      expect(failures.slice(0, 20), `${failures.length} contract violations`).toEqual([]);
    });
  });
});
