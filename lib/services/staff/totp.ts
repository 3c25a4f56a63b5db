// One-time codes for the back-office login: RFC 6238 TOTP, SHA-1, 30 s, 6 digits (what every
// authenticator app reads from an otpauth:// URI), by the maintained `otpauth` library.
import { Secret, TOTP } from "otpauth";

const ISSUER = "The Mall";
const PERIOD_SECONDS = 30;

function totp(secret: string, label = "operator"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth://totp/... URI an authenticator app enrols from (shown once, at creation or reset). */
export function totpUri(username: string, secret: string): string {
  return totp(secret, username).toString();
}

/** The code for a moment (tests, and the CLI's self-check). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totp(secret).generate({ timestamp: at });
}

/**
 * The time step `code` belongs to, accepting the previous and the next step for clock drift; null for
 * a wrong code. The caller accepts a step only once (Operator.totpLastStep), so a code seen over a
 * shoulder or replayed from a log opens nothing.
 */
export function totpStep(secret: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return generator.counter({ timestamp: at }) + delta;
}
