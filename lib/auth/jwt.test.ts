// The synchronous verifier (verifyTokenNow, behind verifyToken) takes exactly the tokens jose takes.
import crypto from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { signToken, verifyToken, verifyTokenNow, verifyTokenWithJose } from "./jwt";

const secret = () => new TextEncoder().encode(env().JWT_SECRET);
const base = (claims: Record<string, unknown> = { ver: 0 }) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("42")
    .setIssuer("the-mall")
    .setIssuedAt();

/** A token signed with our secret whatever its header says (jose refuses to sign some of these). */
function signedByHand(header: object, claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${crypto.createHmac("sha256", env().JWT_SECRET).update(input).digest("base64url")}`;
}

async function both(token: string) {
  const now = verifyTokenNow(token);
  // verifyToken (what every request asks) answers exactly what the synchronous check does.
  expect(await verifyToken(token)).toEqual(now);
  return { jose: await verifyTokenWithJose(token), now };
}

describe("verifyTokenNow", () => {
  it("reads the claims of a token we signed, as verifyToken does", async () => {
    const { token } = await signToken(7, 3);
    const { jose, now } = await both(token);
    expect(now).toEqual(jose);
    expect(now).toMatchObject({ userId: 7, version: 3 });
  });

  it("refuses what verifyToken refuses", async () => {
    const [head, body] = (await signToken(7, 0)).token.split(".");
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: "8", ver: 0, iss: "the-mall", iat: 1, exp: 9e9 })).toString("base64url")}.${(await signToken(7, 0)).token.split(".")[2]}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${body}.`;
    const cases = [
      await base().setExpirationTime("-1s").sign(secret()),
      await base().setExpirationTime("1h").setIssuer("someone-else").sign(secret()),
      await base()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("x".repeat(40))),
      await base({}).setExpirationTime("1h").sign(secret()),
      await base().setExpirationTime("1h").setNotBefore("1h").sign(secret()),
      await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS512" })
        .setSubject("42")
        .setIssuer("the-mall")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(secret()),
      await base().sign(secret()),
      tampered,
      none,
      `${head}.${body}`,
      "not a token",
      `${head}.${body}.${(await signToken(7, 0)).token.split(".")[2]}A`,
      signedByHand({ alg: "HS256", crit: ["x"], x: 1 }, { sub: "42", ver: 0, iss: "the-mall", iat: 1, exp: 9e9 }),
      await base().setSubject("abc").setExpirationTime("1h").sign(secret()),
      await base().setSubject("0").setExpirationTime("1h").sign(secret()),
      await base().setSubject("1.5").setExpirationTime("1h").sign(secret()),
    ];
    for (const token of cases) expect(await both(token)).toEqual({ jose: null, now: null });
    // Stricter than jose, never looser: a padded signature (jose decodes it leniently) is refused.
    expect(verifyTokenNow(`${(await signToken(7, 0)).token}=`)).toBeNull();
  });
});
