// Token tampering: every forged, expired, not-yet-valid or malformed token is refused with 401 on an
// endpoint that needs login and on one where login is optional, while the genuine token works.
import { SignJWT, exportSPKI, generateKeyPair, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { GET as coupons } from "@/app/api/v1/get-coupons/route";
import { db } from "@/lib/db";
import { createUser } from "@/tests/helpers/users";
import { contractViolation, send } from "./http";

const secret = () => new TextEncoder().encode(process.env.JWT_SECRET!);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);

let user: { id: number; tokenVersion: number };
let valid: string;

beforeAll(async () => {
  const u = await createUser();
  user = u.user;
  valid = u.token;
});

function claims(extra: JWTPayload = {}): JWTPayload {
  return { sub: String(user.id), ver: user.tokenVersion, iss: "the-mall", iat: now(), exp: now() + 3600, ...extra };
}

async function hs256(payload: JWTPayload, key: Uint8Array = secret(), header: Record<string, unknown> = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT", ...header }).sign(key);
}

/** A token with the signature of one token and a different payload. */
function swapPayload(token: string, payload: JWTPayload) {
  const [h, , s] = token.split(".");
  return `${h}.${b64(payload)}.${s}`;
}

async function forgedTokens(): Promise<[string, string][]> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicPem = await exportSPKI(publicKey);
  const noExp = claims();
  delete noExp.exp;
  const noIat = claims();
  delete noIat.iat;
  return [
    ["alg none", `${b64({ alg: "none", typ: "JWT" })}.${b64(claims())}.`],
    ["alg None, signature kept", `${b64({ alg: "None", typ: "JWT" })}.${b64(claims())}.${valid.split(".")[2]}`],
    [
      "RS256 with an attacker's key pair",
      await new SignJWT(claims()).setProtectedHeader({ alg: "RS256" }).sign(privateKey),
    ],
    ["HS256 keyed with an RSA public key (alg confusion)", await hs256(claims(), new TextEncoder().encode(publicPem))],
    [
      "HS256 with embedded jwk header",
      await hs256(claims(), new TextEncoder().encode("attacker-key-attacker-key-attacker-key"), {
        jwk: { kty: "oct", k: "YQ" },
      }),
    ],
    ["HS512 with the right secret", await new SignJWT(claims()).setProtectedHeader({ alg: "HS512" }).sign(secret())],
    ["wrong secret", await hs256(claims(), new TextEncoder().encode("not-the-secret-not-the-secret-not-the-secret"))],
    ["empty secret guess", await hs256(claims(), new TextEncoder().encode("secret"))],
    ["expired", await hs256(claims({ iat: now() - 7200, exp: now() - 60 }))],
    ["not yet valid (future nbf)", await hs256(claims({ nbf: now() + 3600 }))],
    ["missing exp", await hs256(noExp)],
    ["missing iat", await hs256(noIat)],
    ["wrong issuer", await hs256(claims({ iss: "someone-else" }))],
    ["missing issuer", await hs256(claims({ iss: undefined }))],
    ["sub not a number", await hs256(claims({ sub: "1 OR 1=1" }))],
    ["sub of a user that does not exist", await hs256(claims({ sub: "2147483000" }))],
    ["sub zero", await hs256(claims({ sub: "0" }))],
    ["old token version", await hs256(claims({ ver: user.tokenVersion - 1 }))],
    ["version as string", await hs256(claims({ ver: String(user.tokenVersion) }))],
    ["payload swapped under a valid signature", swapPayload(valid, claims({ sub: String(user.id + 1) }))],
    ["signature stripped", valid.split(".").slice(0, 2).join(".") + "."],
    ["truncated", valid.slice(0, -10)],
    ["garbage", "not.a.jwt"],
    ["huge", "a".repeat(20_000)],
    ["latin-1 bytes", "t\u00e9st.\u00ff\u00fe.\u00e0"],
  ];
}

describe("JWT tampering", () => {
  it("the genuine token is accepted (control)", async () => {
    expect((await send(userInfo, "GET", "/api/v1/user-info", { token: valid })).status).toBe(200);
    expect((await send(coupons, "GET", "/api/v1/get-coupons", { token: valid })).status).toBe(200);
  });

  it("every forged token is 401 with the error body, on required and optional auth", async () => {
    const tokens = await forgedTokens();
    const wrong: string[] = [];
    for (const [label, token] of tokens) {
      for (const [name, fn, path] of [
        ["required", userInfo, "/api/v1/user-info"],
        ["optional", coupons, "/api/v1/get-coupons"],
      ] as const) {
        const res = await send(fn, "GET", path, { token });
        if (res.status !== 401 || contractViolation(res) || !res.headers.get("www-authenticate"))
          wrong.push(`${label} (${name}): ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    console.log(`[jwt] ${tokens.length} forged tokens x 2 endpoints, all 401`);
  });

  it("malformed Authorization headers never reach a user", async () => {
    for (const header of [
      "Bearer",
      "Bearer  ",
      `Basic ${valid}`,
      `Bearer ${valid} extra`,
      `bearer ${valid}x`,
      "Bearer null",
      "Bearer undefined",
    ]) {
      const res = await send(userInfo, "GET", "/api/v1/user-info", { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
    }
  });

  it("a deleted user's and a revoked (password changed) token are 401", async () => {
    const victim = await createUser();
    await db.user.update({ where: { id: victim.user.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await send(userInfo, "GET", "/api/v1/user-info", { token: victim.token })).status).toBe(401);
    const gone = await createUser();
    await db.user.update({ where: { id: gone.user.id }, data: { deletedAt: new Date() } });
    expect((await send(userInfo, "GET", "/api/v1/user-info", { token: gone.token })).status).toBe(401);
  });
});
