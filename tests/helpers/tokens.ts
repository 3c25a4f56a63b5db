// A shopper's bearer token as a server signs it (lib/auth/jwt.ts), for a server in another process whose
// secret the test chose: the multi-process, crash and fault suites.
import { SignJWT } from "jose";

export function shopperToken(jwtSecret: string, userId: number): Promise<string> {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer("the-mall")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(jwtSecret));
}
